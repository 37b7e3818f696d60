-- Rule Q9: a scroll-style page view controller swiped by a finger. A horizontal pan on its
-- view is the swipe of S7: the finger's share of the page is its progress, and the release
-- completes it when, with its velocity projected, it passes half the page; else the swipe is
-- cancelled. The whole traces are S7's. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

-- Three pages on screen, a data source over them and a delegate that keeps what it is told.
local function pager(app)
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
  local page = PageViewController{ name = "Page", transitionStyle = "scroll", dataSource = source, delegate = delegate }
  page:setViewControllers({ pages[1] }, "forward", false)
  app.window.rootViewController = page
  app:settle()
  app:mark()
  return page, pages, delegate
end

-- The start of a forward swipe from P1, as S7's scenarios pin it.
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

scenario("Q9: a flick to the left swipes to the next page, with S7's whole trace of a completed swipe", function(app)
  local page, pages, delegate = pager(app)
  -- 100 points left in 0.1 s: a progress of 80 / 375 (the first 20 points start the pan) and
  -- 1000 pt/s, which projects 499 points: past half the page.
  app:pan{ from = { x = 300, y = 300 }, to = { x = 200, y = 300 }, duration = 0.1, steps = 5 }
  expect(page.isSwiping):toBe(true)
  app:settle()
  -- The page's view hears the finger come down; the pager's pan recognizer (G15; 20 points,
  -- past the threshold) begins and cancels its touch, and its next change begins the swipe.
  local pan, handlePan = "Page.panGestureRecognizer state(%s)", "Page.panGestureRecognizer action(handlePan:)"
  expect_trace(app, joined(joined({ "P1.view touchesBegan(300,300)", pan:format("began"), "P1.view touchesCancelled(280,300)",
                                    handlePan, pan:format("changed"), handlePan }, swipeBegan), {
    pan:format("changed"), handlePan, pan:format("changed"), handlePan, pan:format("changed"), handlePan,
    pan:format("ended"), handlePan,
    "P2 viewDidAppear(true)", "P1 viewDidDisappear(true)",
    "P2 didMoveToParent(Page)", "P1 willMoveToParent(nil)", "P1 didMoveToParent(nil)",
    "Delegate didFinishAnimating(true, [P1], true)",
    "Source viewControllerAfter(P2)",
    "Page viewWillLayoutSubviews", "Page viewDidLayoutSubviews",
  }), { exact = true })
  expect(page.viewControllers):toEqual({ pages[2] })
  expect(delegate.told):toEqual({ "will P2", "did true P1 true" })
end)

scenario("Q9: a short slow drag is cancelled: the page comes back; a drag toward no page does nothing", function(app)
  local page, pages, delegate = pager(app)
  app:pan{ from = { x = 300, y = 300 }, to = { x = 200, y = 300 }, duration = 0.5, steps = 5, hold = 0.2 }
  app:settle()
  expect(page.viewControllers):toEqual({ pages[1] })
  expect(delegate.told):toEqual({ "will P2", "did true P1 false" })
  expect(pages[2].parent):toBeNil()
  -- P1 has no page before it: a drag to the right asks and finds none.
  app:mark()
  app:pan{ from = { x = 100, y = 300 }, to = { x = 300, y = 300 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(page.viewControllers):toEqual({ pages[1] })
  expect(#delegate.told):toBe(2)
end)

scenario("Q9: a slow drag past half the page completes the swipe backwards from P2", function(app)
  local page, pages, delegate = pager(app)
  page:setViewControllers({ pages[2] }, "forward", false)
  app:settle()
  app:pan{ from = { x = 50, y = 300 }, to = { x = 300, y = 300 }, duration = 0.5, steps = 5, hold = 0.2 }
  app:settle()
  expect(page.viewControllers):toEqual({ pages[1] })
  expect(delegate.told):toEqual({ "will P1", "did true P2 true" })
end)

-- Rule W9: the queuing scroll view's delegate, as a paging library is, hearing a swipe.
local function queue(page)
  local q = { name = "Queue", offsets = {} }
  function q:scrollViewDidScroll(sv) table.insert(self.offsets, sv.contentOffset.x) end
  function q:scrollViewWillBeginDragging(sv) end
  function q:scrollViewWillEndDragging(sv, velocity, target) end
  function q:scrollViewDidEndDragging(sv, decelerate) end
  function q:scrollViewWillBeginDecelerating(sv) end
  function q:scrollViewDidEndDecelerating(sv) end
  page.view.subviews[1].delegate = q
  return q
end

scenario("W9: the queuing scroll view rests on the middle of three pages and follows a finger's swipe to the next page, then recentres", function(app)
  local page, pages = pager(app)
  local scroll = page.view.subviews[1]
  expect(scroll.contentSize):toEqual({ width = 1125, height = 667 })
  expect(scroll.contentOffset):toEqual({ x = 375, y = 0 })
  local q = queue(page)
  app:pan{ from = { x = 300, y = 300 }, to = { x = 200, y = 300 }, duration = 0.1, steps = 5 }
  expect(scroll.isDragging):toBe(false)
  expect(scroll.isDecelerating):toBe(true)
  app:settle()
  expect(page.viewControllers):toEqual({ pages[2] })
  expect(scroll.isDecelerating):toBe(false)
  expect(scroll.contentOffset):toEqual({ x = 375, y = 0 })
  -- The finger moves it 20 points a step (the first 20 began the pan); lifted at 455, it
  -- decelerates on the swipe's ease-out curve for the 0.236 s left, a step each 0.1 s.
  expect(q.offsets):toEqual({ 395, 415, 435, 455, 652, 743, 750, 375 })
  expect_trace(app, {
    "Queue scrollViewWillBeginDragging", "Delegate willTransitionTo([P2])",
    "Queue scrollViewWillEndDragging(1,0, 750,0)", "Queue scrollViewDidEndDragging(true)",
    "Queue scrollViewWillBeginDecelerating",
    "Delegate didFinishAnimating(true, [P1], true)",
    "Queue scrollViewDidEndDecelerating",
  })
end)

scenario("W9: a scripted swipe drags the queuing scroll view too; cancelled, it goes back to the middle page", function(app)
  local page, pages = pager(app)
  local q = queue(page)
  page:swipe("forward", { progress = 0.2, finish = false })
  app:settle()
  expect(page.viewControllers):toEqual({ pages[1] })
  expect(page.view.subviews[1].contentOffset):toEqual({ x = 375, y = 0 })
  expect_trace(app, {
    "Queue scrollViewWillBeginDragging", "Delegate willTransitionTo([P2])", "Queue scrollViewDidScroll",
    "Queue scrollViewWillEndDragging(0,0, 375,0)", "Queue scrollViewDidEndDragging(true)",
    "Queue scrollViewWillBeginDecelerating", "Queue scrollViewDidScroll",
    "Delegate didFinishAnimating(true, [P1], false)", "Queue scrollViewDidEndDecelerating",
  })
  expect(q.offsets):toEqual({ 450, 375 })
end)

scenario("W9: with its queuing scroll view's isScrollEnabled false, a finger does not swipe the pager", function(app)
  local page, pages, delegate = pager(app)
  page.view.subviews[1].isScrollEnabled = false
  app:pan{ from = { x = 300, y = 300 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(page.viewControllers):toEqual({ pages[1] })
  expect(#delegate.told):toBe(0)
end)
