-- Examples/Drawer, an iOS app folder compiled as it is through the StagehandRewrite plugin:
-- DrawerViewController opened and closed by a finger, its menu embedded only while it shows.
--
-- UIKit's documented order, which these traces follow:
-- * A pan is continuous: it "begins when the minimum number of fingers allowed ... has moved
--   enough to be considered a pan. It changes when a finger moves while at least the minimum
--   number of fingers are pressed down. It ends when all fingers are lifted", and each state
--   change sends the target's action (UIPanGestureRecognizer,
--   https://developer.apple.com/documentation/uikit/uipangesturerecognizer). A recognized
--   gesture cancels the view's touches (cancelsTouchesInView).
-- * Adding a child: addChild (which sends willMove(toParent:)), the view into the hierarchy,
--   then didMove(toParent:); removing it: willMove(toParent: nil), the view out, then
--   removeFromParent (which sends didMove(toParent: nil)) ("Creating a custom container view
--   controller", https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller).
-- * viewWillAppear "before the view is added to the view hierarchy", viewDidAppear after it
--   is; the disappearing pair likewise (UIViewController), so a child's view put into an
--   on-screen parent appears at once and finishes appearing after the next layout (rule A5).
-- * A property animator runs its completions when it reaches the end (UIViewPropertyAnimator,
--   addCompletion(_:)).

local function onScreen(app)
  local drawer = Drawer{}
  app.window.rootViewController = drawer
  app:settle()
  app:mark()
  return drawer
end

-- The events of a four-step pan from the feed: the pan begins (cancelling the feed's touch
-- where the finger then is), its first action embeds the menu, which appears at once, then
-- three changes and the end.
local function panFromFeed(cancelledAt)
  return {
    "FeedViewController.view touchesBegan(40,300)",
    "UIPanGestureRecognizer state(began)",
    "FeedViewController.view touchesCancelled(" .. cancelledAt .. ",300)",
    "UIPanGestureRecognizer action(handlePan:)",
    "MenuViewController willMoveToParent(DrawerViewController)",
    "MenuViewController loadView",
    "MenuViewController viewDidLoad",
    "MenuViewController viewWillAppear(false)",
    "MenuViewController didMoveToParent(DrawerViewController)",
    "DrawerViewController viewWillLayoutSubviews",
    "DrawerViewController viewDidLayoutSubviews",
    "MenuViewController viewSafeAreaInsetsDidChange",
    "MenuViewController viewIsAppearing(false)",
    "MenuViewController viewWillLayoutSubviews",
    "MenuViewController viewDidLayoutSubviews",
    "MenuViewController viewDidAppear(false)",
    "UIPanGestureRecognizer state(changed)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(changed)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(changed)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(ended)",
    "UIPanGestureRecognizer action(handlePan:)",
  }
end

-- The list `first` followed by `rest`.
local function followedBy(first, rest)
  local all = {}
  for _, event in ipairs(first) do all[#all + 1] = event end
  for _, event in ipairs(rest) do all[#all + 1] = event end
  return all
end

local function openDrawer(app)
  local drawer = onScreen(app)
  drawer:setOpen(true, false)
  app:settle()
  app:mark()
  return drawer
end

scenario("the drawer appears with its feed; the menu is no child until it shows", function(app)
  local drawer = Drawer{}
  app.window.rootViewController = drawer
  app:settle()
  expect_trace(app, {
    "DrawerViewController loadView",
    "DrawerViewController viewDidLoad",
    "FeedViewController willMoveToParent(DrawerViewController)",
    "FeedViewController loadView",
    "FeedViewController viewDidLoad",
    "FeedViewController didMoveToParent(DrawerViewController)",
    "DrawerViewController viewWillAppear(false)",
    "FeedViewController viewWillAppear(false)",
    "DrawerViewController viewSafeAreaInsetsDidChange",
    "DrawerViewController viewIsAppearing(false)",
    "DrawerViewController viewWillLayoutSubviews",
    "DrawerViewController viewDidLayoutSubviews",
    "FeedViewController viewSafeAreaInsetsDidChange",
    "FeedViewController viewIsAppearing(false)",
    "FeedViewController viewWillLayoutSubviews",
    "FeedViewController viewDidLayoutSubviews",
    "DrawerViewController viewDidAppear(false)",
    "FeedViewController viewDidAppear(false)",
  }, { exact = true })
  expect(#drawer.children):toBe(1)
  expect(drawer:menu().parent):toBeNil()
  expect(drawer:isOpen()):toBe(false)
end)

scenario("a pan to the right opens the drawer: the menu is embedded as the pan begins, and the animator settles open", function(app)
  local drawer = onScreen(app)
  local feed, menu = drawer:content(), drawer:menu()
  app:pan{ from = { x = 40, y = 300 }, to = { x = 240, y = 300 }, duration = 0.2, steps = 4 }
  -- The finger has lifted at 1000 points a second: a flick, so the drawer settles open.
  expect(feed.view.frame.x):toBe(276)              -- the animator's model value
  expect(drawer:isOpen()):toBe(false)              -- until its completion
  app:settle()
  expect_trace(app, followedBy(panFromFeed(90), {
    "app log(debug, com.example.drawer:feed, drawer will settle open)",
    "UIViewPropertyAnimator animatorState(active)",
    "UIViewPropertyAnimator animatorState(inactive)",
    "UIViewPropertyAnimator completion(end)",
    "app log(info, com.example.drawer:feed, drawer did open)",
  }), { exact = true })
  expect(drawer:isOpen()):toBe(true)
  expect(menu.parent):toBe(drawer)
  expect(menu.view.superview):toBe(drawer.view)
  expect(feed.view.userInteractionEnabled):toBe(false)   -- the feed's delegate method
end)

scenario("a pan to the left over the open drawer reaches the drawer's own view and closes it; the menu leaves", function(app)
  local drawer = openDrawer(app)
  local feed, menu = drawer:content(), drawer:menu()
  app:pan{ from = { x = 340, y = 300 }, to = { x = 140, y = 300 }, duration = 0.2, steps = 4 }
  app:settle()
  expect_trace(app, {
    "DrawerViewController.view touchesBegan(340,300)",   -- the feed takes no touches while open
    "UIPanGestureRecognizer state(began)",
    "DrawerViewController.view touchesCancelled(290,300)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(changed)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(changed)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(changed)",
    "UIPanGestureRecognizer action(handlePan:)",
    "UIPanGestureRecognizer state(ended)",
    "UIPanGestureRecognizer action(handlePan:)",
    "app log(debug, com.example.drawer:feed, drawer will settle closed)",
    "UIViewPropertyAnimator#2 animatorState(active)",
    "UIViewPropertyAnimator#2 animatorState(inactive)",
    "UIViewPropertyAnimator#2 completion(end)",
    "MenuViewController willMoveToParent(nil)",
    "MenuViewController viewWillDisappear(false)",
    "MenuViewController didMoveToParent(nil)",
    "app log(info, com.example.drawer:feed, drawer did close)",
    "DrawerViewController viewWillLayoutSubviews",
    "DrawerViewController viewDidLayoutSubviews",
    "MenuViewController viewDidDisappear(false)",
  }, { exact = true })
  expect(drawer:isOpen()):toBe(false)
  expect(feed.view.frame.x):toBe(0)
  expect(menu.parent):toBeNil()
  expect(#drawer.children):toBe(1)
  expect(feed.view.userInteractionEnabled):toBe(true)
end)

scenario("a slow pan that stops short of half the menu settles closed again", function(app)
  local drawer = onScreen(app)
  local feed = drawer:content()
  app:pan{ from = { x = 40, y = 300 }, to = { x = 140, y = 300 }, duration = 0.5, steps = 4, hold = 0.2 }
  expect(feed.view.frame.x):toBe(0)                 -- settling, no velocity, below 138 points
  app:settle()
  expect_trace(app, followedBy(panFromFeed(65), {
    "app log(debug, com.example.drawer:feed, drawer will settle closed)",
    "UIViewPropertyAnimator animatorState(active)",
    "UIViewPropertyAnimator animatorState(inactive)",
    "UIViewPropertyAnimator completion(end)",
    "MenuViewController willMoveToParent(nil)",
    "MenuViewController viewWillDisappear(false)",
    "MenuViewController didMoveToParent(nil)",
    "app log(info, com.example.drawer:feed, drawer did close)",
    "DrawerViewController viewWillLayoutSubviews",
    "DrawerViewController viewDidLayoutSubviews",
    "MenuViewController viewDidDisappear(false)",
  }), { exact = true })
  expect(drawer:isOpen()):toBe(false)
  expect(drawer:menu().parent):toBeNil()
end)

scenario("O2, O3, O4, O9: the Menu button's target-action opens the drawer; the feed hears the optional methods of the @MainActor delegate protocol it implements", function(app)
  local drawer = onScreen(app)
  app:tap{ x = 50, y = 80 }
  app:settle()
  expect_trace(app, {
    "UIButton sendAction(menuButtonTapped:, FeedViewController, touchUpInside)",
    "MenuViewController willMoveToParent(DrawerViewController)",
    "MenuViewController viewWillAppear(false)",
    "MenuViewController didMoveToParent(DrawerViewController)",
    "app log(debug, com.example.drawer:feed, drawer will settle open)",
    "MenuViewController viewDidAppear(false)",
    "UIViewPropertyAnimator completion(end)",
    "app log(info, com.example.drawer:feed, drawer did open)",
  })
  expect(drawer:isOpen()):toBe(true)
  expect(drawer:content().view.frame.x):toBe(276)
end)
