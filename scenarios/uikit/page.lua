-- Rule S7: PageViewController, its data source and delegate, swipes completed and cancelled
-- on the virtual clock, in the scroll and page-curl styles. See docs/semantics.md.
-- Sources: wangling.me's orders of both styles (completed and cancelled), a device log of the
-- data source and delegate (iOS 9.1), and a Stack Overflow log of setViewControllers.

local Screen = ViewController:subclass("Screen")

-- Three pages, a data source over them and a delegate that keeps what it is told.
local function book(app, style)
  local pages = { Screen{ name = "P1" }, Screen{ name = "P2" }, Screen{ name = "P3" } }
  local function index(vc) for i, p in ipairs(pages) do if p == vc then return i end end end
  local source = { name = "Source",
    viewControllerBefore = function(self, page, vc) return pages[index(vc) - 1] end,
    viewControllerAfter = function(self, page, vc) return pages[index(vc) + 1] end }
  local delegate = { name = "Delegate", told = {},
    willTransitionTo = function(self, page, pending) table.insert(self.told, "will " .. pending[1].name) end,
    didFinishAnimating = function(self, page, finished, previous, completed)
      table.insert(self.told, ("did %s %s %s"):format(finished, previous[1].name, completed))
    end }
  local page = PageViewController{ name = "Page", transitionStyle = style, dataSource = source, delegate = delegate }
  return page, pages, delegate
end

local function onScreen(app, style)
  local page, pages, delegate = book(app, style)
  page:setViewControllers({ pages[1] }, "forward", false)
  app.window.rootViewController = page
  app:run()
  app:mark()
  return page, pages, delegate
end

scenario("S7: setViewControllers from a loaded view: viewDidAppear before the page's first layout", function(app)
  local page, pages = book(app, "scroll")
  local _ = page.view                                   -- as in viewDidLoad
  app:mark()
  local finished
  page:setViewControllers({ pages[1] }, "forward", true, function(f) finished = f end)
  expect_trace(app, {
    "P1 willMoveToParent(Page)", "P1 loadView", "P1 viewDidLoad", "P1 viewWillAppear(true)",
    "P1 viewDidAppear(true)", "P1 didMoveToParent(Page)",
  }, { exact = true })
  expect(finished):toBe(true)
  expect(page.viewControllers):toEqual({ pages[1] })
end)

scenario("S7: setViewControllers on screen: new will-appears, old will-disappears, both end at once, then containment", function(app)
  local page, pages = onScreen(app, "scroll")
  page:setViewControllers({ pages[3] }, "forward", false)
  expect_trace(app, {
    "P3 willMoveToParent(Page)", "P3 loadView", "P3 viewDidLoad",
    "P3 viewWillAppear(false)", "P1 viewWillDisappear(false)",
    "P3 viewSafeAreaInsetsDidChange", "P3 viewIsAppearing(false)",
    "P3 viewDidAppear(false)", "P1 viewDidDisappear(false)",
    "P3 didMoveToParent(Page)", "P1 willMoveToParent(nil)", "P1 didMoveToParent(nil)",
  }, { exact = true })
  expect(pages[1].parent):toBeNil()
  expect(expect_error(function() page:setViewControllers({ pages[1], pages[2] }, "forward", false) end,
    "NSInvalidArgumentException")):toContain("doesn't match the number required (1)")
end)

scenario("S7: animated setViewControllers ends after 0.3 s; page curl ends the old page first", function(app)
  local page, pages = onScreen(app, "pageCurl")
  local finished
  page:setViewControllers({ pages[2] }, "reverse", true, function(f) finished = f end)
  expect(page.isTransitioning):toBe(true)
  app:advance(0.29)
  expect(finished):toBeNil()
  app:advance(0.01)
  expect(finished):toBe(true)
  expect_trace(app, { "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)",
                      "P1 viewDidDisappear(true)", "P2 viewDidAppear(true)", "P2 didMoveToParent(Page)",
                      "P1 didMoveToParent(nil)" })
end)

-- The exact start of a forward scroll swipe from P1, the same whether it completes or not:
-- the data source asked ahead, willTransitionTo before the first appearance callback.
local swipeBegan = {
    "Source viewControllerAfter(P1)", "Source viewControllerBefore(P1)",
    "Delegate willTransitionTo([P2])",
    "P2 willMoveToParent(Page)", "P2 loadView", "P2 viewDidLoad",
    "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)",
    "P2 viewSafeAreaInsetsDidChange", "P2 viewIsAppearing(true)",
    "P2 viewWillLayoutSubviews", "P2 viewDidLayoutSubviews",
    "Page viewWillLayoutSubviews", "Page viewDidLayoutSubviews",
}

local function joined(first, rest)
  local all = {}
  for _, line in ipairs(first) do all[#all + 1] = line end
  for _, line in ipairs(rest) do all[#all + 1] = line end
  return all
end

scenario("S7: a completed scroll swipe (the issue's form with finish=true)", function(app)
  local page, pages, delegate = onScreen(app, "scroll")
  expect(page:swipe("forward", { progress = 0.5, finish = true })):toBe(true)
  expect(pages[2].appearState):toBe("appearing")
  app:advance(0.14)
  expect(page.isSwiping):toBe(true)                     -- half a 0.3 s turn is left
  app:advance(0.01)
  expect(page.isSwiping):toBe(false)
  app:run()
  expect_trace(app, joined(swipeBegan, {
    "P2 viewDidAppear(true)", "P1 viewDidDisappear(true)",
    "P2 didMoveToParent(Page)", "P1 willMoveToParent(nil)", "P1 didMoveToParent(nil)",
    "Delegate didFinishAnimating(true, [P1], true)",
    "Source viewControllerAfter(P2)",
    "Page viewWillLayoutSubviews", "Page viewDidLayoutSubviews",
  }), { exact = true })
  expect(page.viewControllers):toEqual({ pages[2] })
  expect(delegate.told):toEqual({ "will P2", "did true P1 true" })
end)

scenario("S7: a cancelled scroll swipe (the issue's form): the page comes back, then the pending page goes", function(app)
  local page, pages, delegate = onScreen(app, "scroll")
  expect(page:swipe("forward", { progress = 0.5, finish = false })):toBe(true)
  app:settle()
  expect_trace(app, joined(swipeBegan, {
    "P1 viewWillAppear(true)", "P1 viewIsAppearing(true)", "P1 viewDidAppear(true)",
    "P2 viewWillDisappear(true)", "P2 viewDidDisappear(true)",
    "P2 willMoveToParent(nil)", "P2 didMoveToParent(nil)",
    "Delegate didFinishAnimating(true, [P1], false)",
    "Page viewWillLayoutSubviews", "Page viewDidLayoutSubviews",
  }), { exact = true })
  expect(page.viewControllers):toEqual({ pages[1] })
  expect(pages[2].parent):toBeNil()
  expect(delegate.told):toEqual({ "will P2", "did true P1 false" })
end)

scenario("S7: a held swipe: the middle, then cancelSwipe and finishSwipe; the scroll style asks ahead only once", function(app)
  local page, pages = onScreen(app, "scroll")
  expect(page:swipe("forward", { progress = 0.25 })):toBe(true)
  app:settle()
  expect(page.isSwiping):toBe(true)                     -- no finger lift yet
  expect(pages[2].appearState):toBe("appearing")
  expect(pages[1].appearState):toBe("disappearing")
  page:cancelSwipe()
  app:advance(0.075)                                    -- the way back: 0.25 of 0.3 s
  expect(page.isSwiping):toBe(false)
  expect(pages[1].appearState):toBe("appeared")
  app:mark()
  expect(page:swipe("forward", { duration = 1 })):toBe(true)
  page:finishSwipe()
  app:advance(0.5)
  expect(page.viewControllers):toEqual({ pages[2] })
  expect_trace(app, { "Delegate willTransitionTo([P2])", "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)",
                      "P2 viewDidAppear(true)", "P1 viewDidDisappear(true)",
                      "Delegate didFinishAnimating(true, [P1], true)", "Source viewControllerAfter(P2)" },
               { without = { "Source viewControllerAfter(P1)", "Source viewControllerBefore(P1)" } })
end)

scenario("S7: page curl, cancelled: will-disappear, will-appear, did-disappear, did-appear; asks only the neighbour it needs", function(app)
  local page, pages, delegate = onScreen(app, "pageCurl")
  expect(page:swipe("forward", { progress = 0.5, finish = false })):toBe(true)
  app:settle()
  expect_trace(app, {
    "Source viewControllerAfter(P1)", "Delegate willTransitionTo([P2])",
    "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)",
    "P2 viewWillDisappear(true)", "P1 viewWillAppear(true)", "P2 viewDidDisappear(true)", "P1 viewDidAppear(true)",
    "Delegate didFinishAnimating(true, [P1], false)",
  }, { without = { "Source viewControllerBefore(P1)" } })
  app:mark()
  page:swipe("forward", { finish = true })
  app:settle()
  expect_trace(app, { "Source viewControllerAfter(P1)", "P2 viewWillAppear(true)", "P1 viewWillDisappear(true)",
                      "P1 viewDidDisappear(true)", "P2 viewDidAppear(true)",
                      "Delegate didFinishAnimating(true, [P1], true)" },
               { without = { "Source viewControllerAfter(P2)" } })
  expect(delegate.told[#delegate.told]):toBe("did true P1 true")
end)

scenario("S7: no swipe without a neighbour; bad arguments are Lua errors", function(app)
  local page = onScreen(app, "scroll")
  expect(page:swipe("reverse", { finish = true })):toBe(false)   -- P1 is the first page
  expect_trace(app, {}, { without = { "Delegate willTransitionTo([P1])" } })
  expect_error(function() page:swipe("sideways") end, 'direction must be "forward" or "reverse"')
  expect_error(function() page:swipe("forward", { progress = 2 }) end, "progress must be a number from 0 to 1")
  expect_error(function() PageViewController{ transitionStyle = "fold" } end, 'transitionStyle must be "scroll" or "pageCurl"')
end)

scenario("W9: a scroll-style page view controller's view holds a scroll view filling it, behind the page; a curl's holds none", function(app)
  local page, pages = onScreen(app, "scroll")
  local scroll = page.view.subviews[1]
  expect(scroll.name):toBe("Page.scrollView")
  expect(scroll.frame):toEqual(page.view.bounds)
  expect(page.view.subviews[2]):toBe(pages[1].view)
  expect(scroll.isTracking):toBe(false)
  local curl = onScreen(app, "pageCurl")
  expect(#curl.view.subviews):toBe(1)
  expect_trace(app, {}, { exact = true })       -- reading the hierarchy calls nothing
end)
