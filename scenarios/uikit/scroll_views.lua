-- Rules Q1-Q4: scroll views, the user's drags and their deceleration on the virtual clock,
-- scrolling from code, and the delegate. Tables and collection views are scroll views.
-- See docs/semantics.md.

-- A delegate that implements every scroll callback (all of them are optional).
local function recorder(name)
  local d = { name = name or "delegate", scrolls = 0 }
  function d:scrollViewDidScroll(scrollView) self.scrolls = self.scrolls + 1 end
  function d:scrollViewWillBeginDragging(scrollView) end
  function d:scrollViewWillEndDragging(scrollView, velocity, target) self.velocity, self.target = velocity, target end
  function d:scrollViewDidEndDragging(scrollView, decelerate) end
  function d:scrollViewWillBeginDecelerating(scrollView) end
  function d:scrollViewDidEndDecelerating(scrollView) end
  function d:scrollViewDidEndScrollingAnimation(scrollView) end
  return d
end

local function scrollView(app, delegate)
  local sv = ScrollView{ frame = { x = 0, y = 0, width = 375, height = 500 },
                         contentSize = { width = 375, height = 2000 }, delegate = delegate }
  return sv
end

scenario("Q1: contentSize, contentOffset, contentInset and adjustedContentInset with the safe area", function(app)
  local sv = scrollView(app)
  expect(sv.contentOffset):toEqual({ x = 0, y = 0 })
  expect(sv.adjustedContentInset):toEqual({ top = 0, left = 0, bottom = 0, right = 0 })   -- not in the window
  local root = ViewController{}
  app.window.rootViewController = root
  root.view:addSubview(sv)
  app:run()
  -- The window's 20 pt status bar covers the scroll view's top: the adjustment adds it.
  sv.contentInset = { top = 10, left = 0, bottom = 5, right = 0 }
  expect(sv.adjustedContentInset):toEqual({ top = 30, left = 0, bottom = 5, right = 0 })
  -- A drag stops at the limits: -adjusted top, and contentSize + adjusted bottom - height.
  sv:drag{ to = { x = 0, y = -100 } }
  expect(sv.contentOffset.y):toBe(-30)
  sv:drag{ to = { x = 0, y = 5000 } }
  expect(sv.contentOffset.y):toBe(2000 + 5 - 500)
  -- Tables and collection views are scroll views whose contentSize follows their content.
  local Table = TableViewController:subclass("Table", { numberOfRows = function(self, s) return 30 end })
  local table = Table{}
  app.window.rootViewController = table
  app:run()
  expect(table.tableView.contentSize):toEqual({ width = 375, height = 30 * 44 })
end)

scenario("Q1: setting contentOffset tells scrollViewDidScroll when it changes, and marks the view for layout", function(app)
  local d = recorder()
  local sv = scrollView(app, d)
  app:mark()
  sv.contentOffset = { x = 0, y = 40 }
  sv.contentOffset = { x = 0, y = 40 }                  -- unchanged: no callback
  sv.contentOffset = { x = 0, y = 80 }
  expect_trace(app, { "delegate scrollViewDidScroll", "delegate scrollViewDidScroll" }, { exact = true })
end)

scenario("Q2: a drag without velocity: willBeginDragging, didScroll, willEndDragging, didEndDragging(false)", function(app)
  local sv = scrollView(app, recorder())
  app:mark()
  sv:drag{ to = { x = 0, y = 300 } }
  expect_trace(app, {
    "delegate scrollViewWillBeginDragging",
    "delegate scrollViewDidScroll",
    "delegate scrollViewWillEndDragging(0,0, 0,300)",
    "delegate scrollViewDidEndDragging(false)",
  }, { exact = true })
  expect(sv.isDragging):toBe(false)
  expect(sv.isDecelerating):toBe(false)
end)

scenario("Q2: a flick decelerates on the virtual clock and ends with didEndDecelerating", function(app)
  local d = recorder()
  local sv = scrollView(app, d)
  app:mark()
  sv:drag{ to = { x = 0, y = 100 }, velocity = { x = 0, y = 1000 } }
  -- 1000 pt/s projects 1000 / 1000 * 0.998 / 0.002 = 499 pt: the target is 599.
  expect_trace(app, {
    "delegate scrollViewWillBeginDragging",
    "delegate scrollViewDidScroll",
    "delegate scrollViewWillEndDragging(0,1, 0,599)",
    "delegate scrollViewDidEndDragging(true)",
    "delegate scrollViewWillBeginDecelerating",
  }, { exact = true })
  expect(sv.isDecelerating):toBe(true)
  expect(sv.contentOffset.y):toBe(100)                  -- nothing moves until the clock does
  app:advance(0.1)
  expect(sv.contentOffset.y):toBe(191)                  -- 100 + 499 * (1 - 0.998^100), rounded
  app:settle()
  expect(sv.contentOffset.y):toBe(599)
  expect(sv.isDecelerating):toBe(false)
  expect(app.trace[#app.trace]):toBe("delegate scrollViewDidEndDecelerating")
  expect(d.scrolls):toBeAtLeast(20)
end)

scenario("Q2: a flick toward the end stops at the limit; a new drag stops a deceleration without its end", function(app)
  local sv = scrollView(app, recorder())
  sv:drag{ to = { x = 0, y = 1400 }, velocity = { x = 0, y = 3000 } }
  app:settle()
  expect(sv.contentOffset.y):toBe(1500)                 -- 2000 - 500
  sv:drag{ to = { x = 0, y = 1000 }, velocity = { x = 0, y = -2000 } }
  app:advance(0.2)
  app:mark()
  sv:drag{ to = { x = 0, y = 500 } }
  app:settle()
  expect_trace(app, {
    "delegate scrollViewWillBeginDragging",
    "delegate scrollViewDidScroll",
    "delegate scrollViewWillEndDragging(0,0, 0,500)",
    "delegate scrollViewDidEndDragging(false)",
  }, { exact = true })
end)

scenario("Q3: setContentOffset animated moves over 0.3 s and ends with didEndScrollingAnimation; not animated, at once", function(app)
  local d = recorder()
  local sv = scrollView(app, d)
  app:mark()
  sv:setContentOffset({ x = 0, y = 600 }, true)
  expect(sv.contentOffset.y):toBe(0)
  app:settle()
  expect_trace(app, {
    "delegate scrollViewDidScroll", "delegate scrollViewDidScroll", "delegate scrollViewDidScroll",
    "delegate scrollViewDidEndScrollingAnimation",
  }, { exact = true })
  expect(sv.contentOffset.y):toBe(600)
  expect(math.abs(app.time - 0.3) < 1e-9):toBe(true)
  app:mark()
  sv:setContentOffset({ x = 0, y = 0 }, false)
  expect_trace(app, { "delegate scrollViewDidScroll" }, { exact = true })
end)

scenario("Q3: scrollToRow top, middle, bottom and none; a row out of range is UIKit's exception", function(app)
  local Table = TableViewController:subclass("Table", {
    numberOfRows = function(self, s) return 100 end,
    scrollViewDidEndScrollingAnimation = function(self, scrollView) end,
  })
  local table = Table{}
  app.window.rootViewController = table
  app:run()
  local tv = table.tableView
  -- The status bar's 20 pt are in the adjusted inset: 647 pt of rows are visible.
  tv:scrollToRow({ section = 0, row = 50 }, "top", false)
  expect(tv.contentOffset.y):toBe(50 * 44 - 20)
  tv:scrollToRow({ section = 0, row = 50 }, "middle", false)
  expect(tv.contentOffset.y):toBe(50 * 44 + 22 - 647 / 2 - 20)
  tv:scrollToRow({ section = 0, row = 50 }, "bottom", false)
  expect(tv.contentOffset.y):toBe(51 * 44 - 647 - 20)
  tv:scrollToRow({ section = 0, row = 48 }, "none", false)   -- visible already: no move
  expect(tv.contentOffset.y):toBe(51 * 44 - 647 - 20)
  tv:scrollToRow({ section = 0, row = 99 }, "top", false)     -- clamped at the end
  expect(tv.contentOffset.y):toBe(100 * 44 - 667)
  app:mark()
  tv:scrollToRow({ section = 0, row = 0 }, "top", true)
  app:settle()
  expect(tv.contentOffset.y):toBe(-20)
  expect_trace(app, { "Table scrollViewDidEndScrollingAnimation" })
  expect_error(function() tv:scrollToRow({ section = 0, row = 100 }, "top", false) end,
    "Attempted to scroll the table view to an out-of-bounds row (100) when there are only 100 rows in section 0.")
end)

scenario("Q4: a table's controller is its delegate; only the methods it implements are traced", function(app)
  local Table = TableViewController:subclass("Table", {
    numberOfRows = function(self, s) return 100 end,
    scrollViewWillBeginDragging = function(self, scrollView) self.began = scrollView end,
    scrollViewDidEndDecelerating = function(self, scrollView) end,
  })
  local table = Table{}
  app.window.rootViewController = table
  app:run()
  app:mark()
  table.tableView:drag{ to = { x = 0, y = 200 }, velocity = { x = 0, y = 500 } }
  app:settle()
  expect_trace(app, { "Table scrollViewWillBeginDragging", "Table scrollViewDidEndDecelerating" })
  expect(table.began):toBe(table.tableView)
  -- A delegate set on the table replaces the controller.
  local other = recorder("other")
  table.tableView.delegate = other
  app:mark()
  table.tableView:drag{ to = { x = 0, y = 0 } }
  expect_trace(app, { "other scrollViewWillBeginDragging", "other scrollViewDidScroll" })
  expect(table.tableView.delegate):toBe(other)
end)

scenario("L4: every drag step lays the table out, rows come and go as it decelerates", function(app)
  local Table = TableViewController:subclass("Table", { numberOfRows = function(self, s) return 1000 end })
  local table = Table{}
  app.window.rootViewController = table
  app:run()
  local before = app.stats.layoutPasses
  table.tableView:drag{ to = { x = 0, y = 0 }, velocity = { x = 0, y = 4000 } }
  app:settle()
  expect(table.tableView.contentOffset.y):toBe(1996)       -- 4 * 499
  expect(table.tableView.visibleRows[1]):toEqual({ section = 0, row = 45 })
  expect(app.stats.layoutPasses - before):toBeAtLeast(30)
end)
