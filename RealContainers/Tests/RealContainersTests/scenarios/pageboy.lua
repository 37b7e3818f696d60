-- uias/Pageboy (github.com/uias/Pageboy, Sources/Pageboy), compiled with no edit through the
-- StagehandRewrite plugin; the Pager subclass is PageboyScenarioTests.swift's. Pageboy pages
-- with a UIPageViewController of the scroll style (rule S7) and finds its queuing scroll view
-- among its view's subviews (rule W9).

local function onScreen(app)
  local pager = Pager{}
  app.window.rootViewController = pager
  app:settle()
  return pager
end

scenario("Pageboy shows its first page: its page view controller and the page appear in UIKit's order", function(app)
  local pager = onScreen(app)                   -- no mark: the trace from the start
  expect(pager:currentIndex()):toBe(0)
  expect(pager:events()):toBe("didScrollToPageAt 0 neutral animated false, didReloadWith 0")
  -- Pageboy sets its first page in viewDidLoad: the page view controller's view is loaded, so
  -- the page's appearance begins and ends at once, before its first layout (rule S7, from a
  -- logged setViewControllers on a loaded view), before its parents appear.
  expect_trace(app, {
    "Pager loadView",
    "Pager viewDidLoad",
    "PatchedPageViewController willMoveToParent(Pager)",
    "PatchedPageViewController loadView",
    "PatchedPageViewController viewDidLoad",
    "PatchedPageViewController didMoveToParent(Pager)",
    "PagerPage willMoveToParent(PatchedPageViewController)",
    "PagerPage loadView",
    "PagerPage viewDidLoad",
    "PagerPage viewWillAppear(false)",
    "PagerPage viewDidAppear(false)",
    "PagerPage didMoveToParent(PatchedPageViewController)",
    "Pager viewWillAppear(false)",
    "PatchedPageViewController viewWillAppear(false)",
    "Pager viewSafeAreaInsetsDidChange",
    "Pager viewIsAppearing(false)",
    "Pager viewWillLayoutSubviews",
    "Pager viewDidLayoutSubviews",
    "PatchedPageViewController viewSafeAreaInsetsDidChange",
    "PatchedPageViewController viewIsAppearing(false)",
    "PatchedPageViewController viewWillLayoutSubviews",
    "PatchedPageViewController viewDidLayoutSubviews",
    -- Its queuing scroll view's first layout puts the offset on the middle page (rule W9);
    -- Pageboy is its delegate.
    "Pager scrollViewDidScroll",
    "PagerPage viewSafeAreaInsetsDidChange",
    "PagerPage viewWillLayoutSubviews",
    "PagerPage viewDidLayoutSubviews",
    "Pager viewDidAppear(false)",
    "PatchedPageViewController viewDidAppear(false)",
  }, { exact = true })
end)

scenario("Pageboy scrolls to a page without animation: will and did, the new page appears before the old one disappears", function(app)
  local pager = onScreen(app)
  pager:clearEvents()
  app:mark()
  expect(pager:scrollToPage(1, false)):toBe(true)
  app:settle()
  expect(pager:currentIndex()):toBe(1)
  expect(pager:events()):toBe("willScrollToPageAt 1 forward animated false, didScrollToPageAt 1 forward animated false")
  expect_trace(app, {
    "PagerPage#2 willMoveToParent(PatchedPageViewController)",
    "PagerPage#2 loadView",
    "PagerPage#2 viewDidLoad",
    "PagerPage#2 viewWillAppear(false)",
    "PagerPage viewWillDisappear(false)",
    "PagerPage#2 viewSafeAreaInsetsDidChange",
    "PagerPage#2 viewIsAppearing(false)",
    "PagerPage#2 viewDidAppear(false)",
    "PagerPage viewDidDisappear(false)",
    "PagerPage#2 didMoveToParent(PatchedPageViewController)",
    "PagerPage willMoveToParent(nil)",
    "PagerPage didMoveToParent(nil)",
    "PatchedPageViewController viewWillLayoutSubviews",
    "PatchedPageViewController viewDidLayoutSubviews",
    "PagerPage#2 viewWillLayoutSubviews",
    "PagerPage#2 viewDidLayoutSubviews",
  }, { exact = true })
end)

scenario("Pageboy scrolls to the next page with animation: the pages' transitions end after the page view controller's duration", function(app)
  local pager = onScreen(app)
  pager:clearEvents()
  app:mark()
  expect(pager:scrollToNext(true)):toBe(true)
  app:settle()
  app:settle()
  expect(pager:currentIndex()):toBe(1)
  expect(pager:events()):toBe("willScrollToPageAt 1 forward animated true, didScrollToPageAt 1 forward animated true")
  expect(pager:positions()):toBe("0.22 forward, 0.78 forward, 1.0 forward")
  expect_trace(app, {
    "PagerPage#2 willMoveToParent(PatchedPageViewController)",
    "PagerPage#2 loadView",
    "PagerPage#2 viewDidLoad",
    "PagerPage#2 viewWillAppear(true)",
    "PagerPage viewWillDisappear(true)",
    "PatchedPageViewController viewWillLayoutSubviews",
    "PatchedPageViewController viewDidLayoutSubviews",
    "PagerPage#2 viewSafeAreaInsetsDidChange",
    "PagerPage#2 viewIsAppearing(true)",
    "PagerPage#2 viewWillLayoutSubviews",
    "PagerPage#2 viewDidLayoutSubviews",
    -- The queuing scroll view scrolls to the next page on the virtual clock, a step every
    -- 0.1 s (rule W9), and Pageboy, its delegate, reports the positions as animated.
    "Pager scrollViewDidScroll",
    "Pager scrollViewDidScroll",
    "Pager scrollViewDidScroll",
    "PagerPage#2 viewDidAppear(true)",
    "PagerPage viewDidDisappear(true)",
    "PagerPage#2 didMoveToParent(PatchedPageViewController)",
    "PagerPage willMoveToParent(nil)",
    "PagerPage didMoveToParent(nil)",
    -- At the end it recentres on the middle page.
    "Pager scrollViewDidScroll",
    "Pager scrollViewDidEndScrollingAnimation",
    "PatchedPageViewController viewWillLayoutSubviews",
    "PatchedPageViewController viewDidLayoutSubviews",
  }, { exact = true })
end)

scenario("Pageboy follows a finger's swipe through its page view controller's queuing scroll view (W9, Q9)", function(app)
  local pager = onScreen(app)
  pager:clearEvents()
  app:mark()
  app:pan{ from = { x = 300, y = 300 }, to = { x = 200, y = 300 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(pager:currentIndex()):toBe(1)
  -- Pageboy hears of the page it is going to from willTransitionTo, reads the position from the
  -- scroll view's offsets as the finger moves and as it decelerates, and takes the new page when
  -- the position reaches it.
  expect(pager:events()):toBe("willScrollToPageAt 1 forward animated false, didScrollToPageAt 1 forward animated false")
  expect(pager:positions()):toBe("0.05 forward, 0.11 forward, 0.16 forward, 0.21 forward, 0.74 forward, 0.98 forward, 1.0 forward")
  expect_trace(app, {
    "Pager scrollViewWillBeginDragging",
    "Pager willTransitionTo([PagerPage#2])",
    "Pager scrollViewWillEndDragging(1,0, 750,0)",
    "Pager scrollViewDidEndDragging(true)",
    "Pager scrollViewWillBeginDecelerating",
    "PagerPage#2 viewDidAppear(true)",
    "PagerPage viewDidDisappear(true)",
    "Pager didFinishAnimating(true, [PagerPage], true)",
    "Pager scrollViewDidEndDecelerating",
  })
end)

scenario("Pageboy reads a right-to-left language from UIView.userInterfaceLayoutDirection(for:) (Y16)", function(app)
  local pager = onScreen(app)
  expect(pager:isRightToLeft()):toBe(false)
  app:setTraits{ layoutDirection = "rightToLeft" }
  expect(pager:isRightToLeft()):toBe(true)
end)
