-- Seed 004: "自前コンテナでaddChildViewController:するときdidMoveToParentViewController:はやはり使うべき"
-- (Why didMoveToParentViewController: must follow addChildViewController:), 2013-02-11.
--
-- The article's setting: "最近では、こういった自前コンテナは主にFacebookやPath2.0のスライドメニュー風の
-- UI開発なんかに使われていると思う" (custom containers are mostly used for slide menus in the style of
-- Facebook and Path 2.0), and its transition with didMove in the completion:
-- "[self transitionFromViewController:fromViewController toViewController:toViewController ...
-- completion:^(BOOL finished) { [toViewController didMoveToParentViewController:self]; }]".
--
-- Here the slide menu is a custom container with a menu and a centre child. Picking an item
-- swaps the centre child with an interactive pan (rules X4, X6): the container adds the new
-- child (willMove comes with addChild), runs its own transition with a slide animator driven by
-- a PercentDrivenInteractiveTransition, and finishes the containment in the completion: the
-- article's didMove when the pan completes, the new child's removal when it is cancelled. The
-- whole trace is asserted at the start, in the middle of the pan and at the end, once for a
-- cancelled pan and once for a completed one.

local Screen = ViewController:subclass("Screen")

-- Slides the new centre in from the right; completes unless the pan was cancelled (X3).
local function slideAnimator(app)
  return {
    name = "Slide",
    transitionDuration = function(self, ctx) return 0.4 end,
    animateTransition = function(self, ctx)
      local to = ctx:viewController("to")
      to.view.frame = { x = 375, y = 0, width = 375, height = 667 }
      app:animate{
        duration = 0.4, options = "curveLinear",
        animations = function() to.view.frame = { x = 0, y = 0, width = 375, height = 667 } end,
        completion = function() ctx:completeTransition(not ctx.transitionWasCancelled) end,
      }
    end,
  }
end

local SlideMenu = ViewController:subclass("SlideMenu", {
  -- The five steps of seed 002 for the first children, without animation.
  embed = function(self, child)
    self:addChild(child)
    self.view:addSubview(child.view)
    child:didMoveToParent(self)
  end,

  -- Swaps the centre child, the user's pan driving the transition.
  showCentre = function(self, app, new, pan)
    local old = self.centre
    self:addChild(new)                                 -- willMoveToParent(self), by itself
    self:transition{
      from = old, to = new, animator = slideAnimator(app), interactionController = pan,
      completion = function(completed)
        if completed then
          old:willMoveToParent(nil)
          old:removeFromParent()
          new:didMoveToParent(self)                      -- the article's didMove, in the completion
          self.centre = new
        else
          new:willMoveToParent(nil)                      -- the pan was cancelled: undo the addChild
          new:removeFromParent()
        end
      end,
    }
  end,
})

scenario("X6, X4: seed 004's slide menu swaps its centre child with an interactive pan, cancelled once and completed once", function(app)
  -- The start: the container on screen with its menu and its first centre child.
  local container = SlideMenu{ name = "SlideMenu" }
  local menu, inbox, settings = Screen{ name = "Menu" }, Screen{ name = "Inbox" }, Screen{ name = "Settings" }
  app.window.rootViewController = container
  app:run()
  container:embed(menu)
  container:embed(inbox)
  container.centre = inbox
  app:run()
  expect_trace(app, {
    "SlideMenu loadView", "SlideMenu viewDidLoad", "SlideMenu viewWillAppear(false)",
    "SlideMenu viewSafeAreaInsetsDidChange", "SlideMenu viewIsAppearing(false)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
    "SlideMenu viewDidAppear(false)",
    "Menu willMoveToParent(SlideMenu)", "Menu loadView", "Menu viewDidLoad", "Menu viewWillAppear(false)",
    "Menu didMoveToParent(SlideMenu)",
    "Inbox willMoveToParent(SlideMenu)", "Inbox loadView", "Inbox viewDidLoad", "Inbox viewWillAppear(false)",
    "Inbox didMoveToParent(SlideMenu)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
    "Menu viewSafeAreaInsetsDidChange", "Menu viewIsAppearing(false)", "Menu viewWillLayoutSubviews", "Menu viewDidLayoutSubviews",
    "Inbox viewSafeAreaInsetsDidChange", "Inbox viewIsAppearing(false)", "Inbox viewWillLayoutSubviews", "Inbox viewDidLayoutSubviews",
    "Menu viewDidAppear(false)", "Inbox viewDidAppear(false)",
  }, { exact = true })

  -- The first pan, to a third of the way: both children in their transitions, the new one
  -- moving to its parent, the coordinator interactive.
  app:mark()
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  container:showCentre(app, settings, pan)
  pan:update(1 / 3)
  expect(settings.isMovingToParent):toBe(true)
  expect(inbox.appearState):toBe("disappearing")
  expect(settings.appearState):toBe("appearing")
  expect(settings.view:presentationFrame().x):toBe(250)
  local coordinator = container.transitionCoordinator
  expect(coordinator.isInteractive):toBe(true)
  expect(coordinator:viewController("to")):toBe(settings)
  local interaction
  coordinator:notifyWhenInteractionChanges(function(c) interaction = c.isCancelled and "cancelled" or "finished" end)
  expect_trace(app, {
    "Settings willMoveToParent(SlideMenu)",
    "Slide transitionDuration",
    "Inbox viewWillDisappear(true)",
    "Settings loadView", "Settings viewDidLoad", "Settings viewWillAppear(true)",
    "Pan startInteractiveTransition", "Slide animateTransition",
  }, { exact = true })

  -- The user lets go too early: the pan is cancelled and runs back; the container undoes the add.
  app:mark()
  pan:cancel()
  expect(interaction):toBe("cancelled")
  app:settle()
  expect(container.children):toEqual({ menu, inbox })
  expect(container.centre):toBe(inbox)
  expect(settings.parent):toBeNil()
  expect(settings.view.superview):toBeNil()
  expect(inbox.appearState):toBe("appeared")
  expect(container.transitionCoordinator):toBeNil()
  expect_trace(app, {
    "Settings viewWillDisappear(true)", "Inbox viewWillAppear(true)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
    "Settings viewSafeAreaInsetsDidChange", "Settings viewWillLayoutSubviews", "Settings viewDidLayoutSubviews",
    "Settings viewDidDisappear(true)", "Inbox viewIsAppearing(true)", "Inbox viewDidAppear(true)",
    "Settings willMoveToParent(nil)", "Settings didMoveToParent(nil)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
  }, { exact = true })

  -- The second pan goes far enough and finishes: the swap completes, with the article's didMove.
  app:mark()
  container:showCentre(app, settings, pan)
  pan:update(0.75)
  expect(settings.view:presentationFrame().x):toBe(93.75)
  pan:finish()
  app:advance(0.05)
  expect(settings.appearState):toBe("appearing")     -- a quarter of 0.4 s is left
  app:settle()
  expect(container.children):toEqual({ menu, settings })
  expect(container.centre):toBe(settings)
  expect(settings.isMovingToParent):toBe(false)
  expect(inbox.parent):toBeNil()
  expect(settings.view:presentationFrame().x):toBe(0)
  expect_trace(app, {
    "Settings willMoveToParent(SlideMenu)",
    "Slide transitionDuration",
    "Inbox viewWillDisappear(true)", "Settings viewWillAppear(true)",
    "Pan startInteractiveTransition", "Slide animateTransition",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
    "Settings viewIsAppearing(true)", "Settings viewWillLayoutSubviews", "Settings viewDidLayoutSubviews",
    "Inbox viewDidDisappear(true)", "Settings viewDidAppear(true)",
    "Inbox willMoveToParent(nil)", "Inbox didMoveToParent(nil)", "Settings didMoveToParent(SlideMenu)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
  }, { exact = true })
end)

-- The same slide menu with a finger (issue 34): a pan gesture recognizer on the container's view
-- drives the swap, as the app's own handler would (rules G3, G6, G8): began starts the container's
-- transition with a percent-driven interaction controller, each change updates it with the
-- leftward translation over the width, and the lift finishes past half the width or cancels.
local DraggableMenu = SlideMenu:subclass("DraggableMenu", {
  handleDrag = function(self, recognizer)
    local progress = math.max(-recognizer:translation(self.view).x / 375, 0)
    if recognizer.state == "began" then
      self.driver = PercentDrivenInteractiveTransition{ name = "Pan" }
      self:showCentre(self.app, self.next, self.driver)
      self.driver:update(progress)
    elseif recognizer.state == "changed" then
      self.driver:update(progress)
    elseif recognizer.state == "ended" then
      if progress > 0.5 then self.driver:finish() else self.driver:cancel() end
    end
  end,
})

scenario("G8, G6, X6, X4: seed 004's slide menu swapped by a pan gesture recognizer, cancelled short of half the width, completed past it", function(app)
  local container = DraggableMenu{ name = "SlideMenu" }
  local menu, inbox, settings = Screen{ name = "Menu" }, Screen{ name = "Inbox" }, Screen{ name = "Settings" }
  container.app = app
  app.window.rootViewController = container
  app:run()
  container:embed(menu)
  container:embed(inbox)
  container.centre, container.next = inbox, settings
  container.view:addGestureRecognizer(PanGestureRecognizer{ name = "Drag", target = container, action = "handleDrag" })
  app:settle()

  -- A short drag from the right: the transition begins, follows the finger, and runs back.
  app:mark()
  app:pan{ from = { x = 300, y = 300 }, to = { x = 200, y = 300 }, duration = 0.2, steps = 4 }
  expect(settings.view:presentationFrame().x):toBe(275)
  app:settle()
  expect(container.children):toEqual({ menu, inbox })
  expect(settings.parent):toBeNil()
  expect_trace(app, {
    "Inbox.view touchesBegan(300,300)", "Drag state(began)", "Inbox.view touchesCancelled(275,300)",
    "Drag action(handleDrag)", "Settings willMoveToParent(SlideMenu)", "Slide transitionDuration",
    "Inbox viewWillDisappear(true)", "Settings loadView", "Settings viewDidLoad", "Settings viewWillAppear(true)",
    "Pan startInteractiveTransition", "Slide animateTransition", "SlideMenu viewWillLayoutSubviews",
    "SlideMenu viewDidLayoutSubviews", "Settings viewSafeAreaInsetsDidChange", "Settings viewIsAppearing(true)",
    "Settings viewWillLayoutSubviews", "Settings viewDidLayoutSubviews", "Drag state(changed)",
    "Drag action(handleDrag)", "Drag state(changed)", "Drag action(handleDrag)", "Drag state(changed)",
    "Drag action(handleDrag)", "Drag state(ended)", "Drag action(handleDrag)", "Settings viewWillDisappear(true)",
    "Inbox viewWillAppear(true)", "Settings viewDidDisappear(true)", "Inbox viewIsAppearing(true)",
    "Inbox viewDidAppear(true)", "Settings willMoveToParent(nil)", "Settings didMoveToParent(nil)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
  }, { exact = true })

  -- A long drag past half the width: the swap completes, with the article's didMove.
  app:mark()
  app:pan{ from = { x = 300, y = 300 }, to = { x = 50, y = 300 }, duration = 0.25, steps = 5 }
  app:settle()
  expect(container.children):toEqual({ menu, settings })
  expect(settings.view:presentationFrame().x):toBe(0)
  expect_trace(app, {
    "Inbox.view touchesBegan(300,300)", "Drag state(began)", "Inbox.view touchesCancelled(250,300)",
    "Drag action(handleDrag)", "Settings willMoveToParent(SlideMenu)", "Slide transitionDuration",
    "Inbox viewWillDisappear(true)", "Settings viewWillAppear(true)", "Pan startInteractiveTransition",
    "Slide animateTransition", "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
    "Settings viewIsAppearing(true)", "Settings viewWillLayoutSubviews", "Settings viewDidLayoutSubviews",
    "Drag state(changed)", "Drag action(handleDrag)", "Drag state(changed)", "Drag action(handleDrag)",
    "Drag state(changed)", "Drag action(handleDrag)", "Drag state(changed)", "Drag action(handleDrag)",
    "Drag state(ended)", "Drag action(handleDrag)", "Inbox viewDidDisappear(true)", "Settings viewDidAppear(true)",
    "Inbox willMoveToParent(nil)", "Inbox didMoveToParent(nil)", "Settings didMoveToParent(SlideMenu)",
    "SlideMenu viewWillLayoutSubviews", "SlideMenu viewDidLayoutSubviews",
  }, { exact = true })
end)
