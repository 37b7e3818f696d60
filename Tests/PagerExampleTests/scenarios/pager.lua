-- Examples/Pager, an iOS app folder compiled as it is through the StagehandRewrite plugin:
-- PagerViewController's pages side by side in a paging scroll view (Auto Layout against the
-- scroll view's content and frame layout guides), swiped by a finger.
--
-- UIKit's documented order, which these traces follow:
-- * A container whose shouldAutomaticallyForwardAppearanceMethods is false forwards no
--   appearance: "If you override this method and return false, you are responsible for
--   forwarding the following methods to child view controllers at the appropriate times"
--   (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods);
--   it does so with beginAppearanceTransition(_:animated:), "to tell the child that its views
--   are about to appear or disappear", and endAppearanceTransition(), "to tell the child that
--   the view transition is complete".
-- * The scroll view's delegate hears scrollViewWillBeginDragging, scrollViewDidScroll as the
--   content moves, scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) as the finger
--   lifts ("velocity ... in points per millisecond"; "targetContentOffset: the expected offset
--   when the scrolling action decelerates to a stop"), scrollViewDidEndDragging(_:willDecelerate:),
--   then scrollViewWillBeginDecelerating and scrollViewDidEndDecelerating when the content stops
--   (UIScrollViewDelegate, https://developer.apple.com/documentation/uikit/uiscrollviewdelegate).
--   With isPagingEnabled "the scroll view stops on multiples of the scroll view's bounds".

local function onScreen(app)
  local pager = Pager{}
  app.window.rootViewController = pager
  app:settle()
  app:mark()
  return pager
end

local function swipeLeft(app)
  app:pan{ from = { x = 300, y = 300 }, to = { x = 100, y = 300 }, duration = 0.2, steps = 4 }
  app:settle()
end

scenario("the pages are children laid out side by side; only the page on screen appears", function(app)
  local pager = Pager{}
  app.window.rootViewController = pager
  app:settle()
  expect_trace(app, {
    "PagerViewController loadView",
    "PagerViewController viewDidLoad",
    "OnboardingPageViewController willMoveToParent(PagerViewController)",
    "OnboardingPageViewController loadView",
    "OnboardingPageViewController viewDidLoad",
    "OnboardingPageViewController didMoveToParent(PagerViewController)",
    "OnboardingPageViewController#2 willMoveToParent(PagerViewController)",
    "OnboardingPageViewController#2 loadView",
    "OnboardingPageViewController#2 viewDidLoad",
    "OnboardingPageViewController#2 didMoveToParent(PagerViewController)",
    "OnboardingPageViewController#3 willMoveToParent(PagerViewController)",
    "OnboardingPageViewController#3 loadView",
    "OnboardingPageViewController#3 viewDidLoad",
    "OnboardingPageViewController#3 didMoveToParent(PagerViewController)",
    "PagerViewController viewWillAppear(false)",
    "OnboardingPageViewController viewWillAppear(false)",     -- the pager's own forwarding
    "PagerViewController viewSafeAreaInsetsDidChange",
    "PagerViewController viewIsAppearing(false)",
    "PagerViewController viewWillLayoutSubviews",
    "PagerViewController viewDidLayoutSubviews",
    "OnboardingPageViewController viewIsAppearing(false)",
    "OnboardingPageViewController viewWillLayoutSubviews",
    "OnboardingPageViewController viewDidLayoutSubviews",
    "OnboardingPageViewController#2 viewSafeAreaInsetsDidChange",
    "OnboardingPageViewController#2 viewWillLayoutSubviews",
    "OnboardingPageViewController#2 viewDidLayoutSubviews",
    "OnboardingPageViewController#3 viewSafeAreaInsetsDidChange",
    "OnboardingPageViewController#3 viewWillLayoutSubviews",
    "OnboardingPageViewController#3 viewDidLayoutSubviews",
    "PagerViewController viewDidAppear(false)",
    "OnboardingPageViewController viewDidAppear(false)",
  }, { exact = true })
  expect(pager.view.subviews[1].contentSize.width):toBe(3 * 375)   -- from the constraints (rule Y10)
  expect(pager:page(2).view.frame.x):toBe(375)
  expect(pager:page(2).view.frame.width):toBe(375)
  expect(pager:page(2).appearState):toBe("disappeared")
end)

scenario("a swipe to the left settles on the second page: it appears as the finger lifts and has appeared when the content stops", function(app)
  local pager = onScreen(app)
  swipeLeft(app)
  expect_trace(app, {
    -- The scroll view's own pan recognizer drives the drag (rule G15).
    "UIScrollView.panGestureRecognizer state(began)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewWillBeginDragging",
    "UIScrollView.panGestureRecognizer state(changed)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewDidScroll",
    "UIScrollView.panGestureRecognizer state(changed)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewDidScroll",
    "UIScrollView.panGestureRecognizer state(changed)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewDidScroll",
    "UIScrollView.panGestureRecognizer state(ended)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewWillEndDragging(1,0, 375,0)",
    "OnboardingPageViewController viewWillDisappear(true)",
    "OnboardingPageViewController#2 viewWillAppear(true)",
    "PagerViewController scrollViewDidEndDragging(true)",
    "PagerViewController scrollViewWillBeginDecelerating",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidEndDecelerating",
    "OnboardingPageViewController viewDidDisappear(true)",
    "OnboardingPageViewController#2 viewIsAppearing(true)",
    "OnboardingPageViewController#2 viewDidAppear(true)",
  }, { exact = true })
  expect(pager:pageNumber()):toBe(2)
  expect(pager.view.subviews[1].contentOffset.x):toBe(375)
  expect(pager:page(1).appearState):toBe("disappeared")
  expect(pager:page(2).appearState):toBe("appeared")
end)

scenario("a short drag that stops before lifting snaps back: the target is the page on screen, so no appearance changes", function(app)
  local pager = onScreen(app)
  app:pan{ from = { x = 300, y = 300 }, to = { x = 250, y = 300 }, duration = 0.5, steps = 2, hold = 0.2 }
  app:settle()
  expect_trace(app, {
    -- The finger stayed long enough for the page to get the touch (delaysContentTouches),
    -- and the drag then cancels it (rule G13).
    "OnboardingPageViewController.view touchesBegan(300,300)",
    -- The scroll view's pan recognizes (rule G15) and cancels the page's touch (rule G5).
    "UIScrollView.panGestureRecognizer state(began)",
    "OnboardingPageViewController.view touchesCancelled(275,300)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewWillBeginDragging",
    "UIScrollView.panGestureRecognizer state(changed)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewDidScroll",
    "UIScrollView.panGestureRecognizer state(ended)",
    "UIScrollView.panGestureRecognizer action(handlePan:)",
    "PagerViewController scrollViewWillEndDragging(0,0, 0,0)",
    "PagerViewController scrollViewDidEndDragging(true)",
    "PagerViewController scrollViewWillBeginDecelerating",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidScroll",
    "PagerViewController scrollViewDidEndDecelerating",
  }, { exact = true })
  expect(pager:pageNumber()):toBe(1)
  expect(pager.view.subviews[1].contentOffset.x):toBe(0)
  expect(pager:page(1).appearState):toBe("appeared")
end)

scenario("a swipe to the right from the second page brings the first back", function(app)
  local pager = onScreen(app)
  swipeLeft(app)
  app:mark()
  app:pan{ from = { x = 100, y = 300 }, to = { x = 300, y = 300 }, duration = 0.2, steps = 4 }
  app:settle()
  expect_trace(app, {
    "PagerViewController scrollViewWillEndDragging(-1,0, 0,0)",
    "OnboardingPageViewController#2 viewWillDisappear(true)",
    "OnboardingPageViewController viewWillAppear(true)",
    "PagerViewController scrollViewDidEndDragging(true)",
    "PagerViewController scrollViewDidEndDecelerating",
    "OnboardingPageViewController#2 viewDidDisappear(true)",
    "OnboardingPageViewController viewIsAppearing(true)",
    "OnboardingPageViewController viewDidAppear(true)",
  })
  expect(pager:pageNumber()):toBe(1)
  expect(pager:page(2).appearState):toBe("disappeared")
end)
