-- Rules Q5-Q8 and G13: a finger drags a scroll view. A pan that starts on the scroll view or
-- its content drags it (the delegate hears the drag begin, each move, the release with its
-- velocity and target, the deceleration), past the edges on the rubber band, with paging;
-- the content's own touches are held, cancelled or kept. See docs/semantics.md.

-- A delegate that records, as a list, every callback it hears.
local function recorder(name)
  local delegate = { name = name, heard = {} }
  for _, method in ipairs{ "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                           "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating" } do
    delegate[method] = function(self) self.heard[#self.heard + 1] = method end
  end
  return delegate
end

-- A list 375 x 667 on screen with 2000 points of content, its delegate `log`.
local function list(app, log, contentSize)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local view = ScrollView{ name = "List", frame = { x = 0, y = 0, width = 375, height = 667 },
                           contentSize = contentSize or { width = 375, height = 2000 }, delegate = log }
  root.view:addSubview(view)
  app:settle()
  return view, root
end

scenario("Q5, Q7: a flick drags the content with the finger, then it decelerates on the clock to the projected target", function(app)
  local log = recorder("Log")
  log.scrollViewDidScroll = function(self, sv) self.heard[#self.heard + 1] = "scroll " .. sv.contentOffset.y end
  log.scrollViewWillEndDragging = function(self, sv, velocity, target)
    self.heard[#self.heard + 1] = "willEnd " .. velocity.y .. " " .. target.y
    expect(sv.isDragging):toBe(true)
  end
  local view = list(app, log)
  app:mark()
  -- 100 points up in 4 moves over 0.1 s: the drag begins at the first move (25 points, past
  -- the 10-point threshold) and follows the three others; the finger lifts at 1000 pt/s.
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 4 }
  expect(view.isDecelerating):toBe(true)
  expect(view.isTracking):toBe(false)
  expect(log.heard):toEqual{ "scrollViewWillBeginDragging", "scroll 25", "scroll 50", "scroll 75",
                             "willEnd 1 574", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating" }
  app:advance(0.1)
  expect(view.contentOffset.y):toBe(166)                  -- 75 + 499 x (1 - 0.998^100)
  app:settle()
  expect(view.contentOffset.y):toBe(574)                  -- 75 + 1000 / 1000 x 0.998 / 0.002
  expect(log.heard[#log.heard]):toBe("scrollViewDidEndDecelerating")
  expect_trace(app, { "Log scrollViewWillBeginDragging", "Log scrollViewWillEndDragging(0,1, 0,574)",
                      "Log scrollViewDidEndDragging(true)", "Log scrollViewWillBeginDecelerating", "Log scrollViewDidEndDecelerating" })
end)

scenario("Q5, Q7: a finger held still before it lifts stops the content there; a disabled scroll view does not move", function(app)
  local log = recorder("Log")
  local view = list(app, log)
  app:mark()
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 4, hold = 0.2 }
  expect(view.contentOffset.y):toBe(75)
  expect(view.isDecelerating):toBe(false)
  -- The scroll view's pan recognizer (G15) begins at the first move, changes with the three
  -- others and ends at the lift; its handlePan: drives the drag.
  expect_trace(app, { "List.panGestureRecognizer state(began)", "List.panGestureRecognizer action(handlePan:)",
                      "Log scrollViewWillBeginDragging",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "List.panGestureRecognizer state(ended)", "List.panGestureRecognizer action(handlePan:)",
                      "Log scrollViewWillEndDragging(0,0, 0,75)", "Log scrollViewDidEndDragging(false)" }, { exact = true })
  view.isScrollEnabled = false
  local heard = #log.heard
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 100 } }
  expect(view.contentOffset.y):toBe(75)
  expect(#log.heard):toBe(heard)                          -- the touches are the scroll view's own (G2)
end)

scenario("Q6: past the top the content follows on the rubber band and springs back; without bounces it stops at the edge", function(app)
  local log = recorder("Log")
  log.scrollViewWillEndDragging = function(self, sv, velocity, target) self.heard[#self.heard + 1] = "target " .. target.y end
  local view = list(app, log)
  -- The top limit is -20 (the status bar's safe area, Q1). A 300-point pull down: the first 10
  -- points start the pan, the next 20 reach the limit, and the 270 past it are shortened to
  -- (1 - 1 / (270 x 0.55 / 667 + 1)) x 667 = 121.5 points.
  expect(view.adjustedContentInset.top):toBe(20)
  app:pan{ from = { x = 100, y = 100 }, to = { x = 100, y = 400 }, duration = 0.3, steps = 30, hold = 0.1 }
  expect(math.floor(-view.contentOffset.y * 10 + 0.5) / 10):toBe(141.5)
  expect(log.heard):toEqual{ "scrollViewWillBeginDragging", "target -20", "scrollViewDidEndDragging",
                             "scrollViewWillBeginDecelerating" }
  app:settle()
  expect(view.contentOffset.y):toBe(-20)
  expect(log.heard[#log.heard]):toBe("scrollViewDidEndDecelerating")
  view.bounces = false
  app:pan{ from = { x = 100, y = 100 }, to = { x = 100, y = 400 }, duration = 0.3, steps = 30, hold = 0.1 }
  expect(view.contentOffset.y):toBe(-20)
  -- Content no taller than the view does not move vertically, unless it always bounces.
  view.bounces = true
  view.contentSize = { width = 375, height = 600 }
  app:pan{ from = { x = 100, y = 100 }, to = { x = 100, y = 400 }, hold = 0.1 }
  expect(view.contentOffset.y):toBe(-20)
  view.alwaysBounceVertical = true
  app:pan{ from = { x = 100, y = 100 }, to = { x = 100, y = 400 }, hold = 0.1 }
  expect(view.contentOffset.y < -20):toBe(true)
  app:settle()
end)

scenario("Q7: the delegate's answer to scrollViewWillEndDragging is the new target; the fast rate stops sooner", function(app)
  local log = recorder("Log")
  log.scrollViewWillEndDragging = function(self, sv, velocity, target)
    return { x = 0, y = math.floor(target.y / 100 + 0.5) * 100 }     -- snap to rows of 100 points
  end
  local view = list(app, log)
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 4 }
  app:settle()
  expect(view.contentOffset.y):toBe(600)                  -- 574, snapped
  log.scrollViewWillEndDragging = function(self, sv, velocity, target) self.target = target.y end
  view.decelerationRate = "fast"
  expect(view.decelerationRate):toBe(0.99)
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 4 }
  expect(log.target):toBe(774)                            -- 675 + 1000 / 1000 x 0.99 / 0.01
  log.scrollViewWillEndDragging = function() return 7 end
  expect_error(function() app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 4 } end,
               "must return a point {x=, y=} or nil")
end)

scenario("Q8: a paging scroll view settles on a page: the next one for a flick, the nearest one for a slow drag", function(app)
  local log = recorder("Log")
  log.scrollViewWillEndDragging = function(self, sv, velocity, target) self.heard[#self.heard + 1] = "target " .. target.x end
  local pages = list(app, log, { width = 375 * 4, height = 647 })    -- no taller than the view within its insets
  pages.isPagingEnabled = true
  -- A short quick flick left: 60 points in 0.1 s (600 pt/s) projects 299 points further: page 1.
  app:pan{ from = { x = 300, y = 300 }, to = { x = 240, y = 300 }, duration = 0.1, steps = 2 }
  expect(log.heard):toEqual{ "scrollViewWillBeginDragging", "target 375", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating" }
  app:settle()
  expect(pages.contentOffset.x):toBe(375)
  -- A slow drag of 150 points, held: the nearest page is still page 1.
  app:pan{ from = { x = 300, y = 300 }, to = { x = 150, y = 300 }, duration = 0.5, steps = 5, hold = 0.2 }
  app:settle()
  expect(pages.contentOffset.x):toBe(375)
  -- A long fast flick moves one page at most.
  app:pan{ from = { x = 350, y = 300 }, to = { x = 50, y = 300 }, duration = 0.1, steps = 2 }
  app:settle()
  expect(pages.contentOffset.x):toBe(750)
  -- A vertical pan does not move a horizontal pager.
  app:pan{ from = { x = 100, y = 500 }, to = { x = 100, y = 100 }, duration = 0.1, steps = 2 }
  expect(pages.contentOffset):toEqual{ x = 750, y = 0 }
end)

scenario("G13: content touches are held 150 ms; a quick pan never reaches the content, a slow one is cancelled", function(app)
  local view = list(app, recorder("Log"))
  local row = View{ name = "Row", frame = { x = 0, y = 300, width = 375, height = 44 } }
  view:addSubview(row)
  app:mark()
  -- A tap: the held touchesBegan comes with the lift.
  expect(app:tap{ x = 10, y = 310 }):toBe(row)
  -- A quick pan: the finger moved before the content heard of it.
  app:pan{ from = { x = 10, y = 310 }, to = { x = 10, y = 210 }, duration = 0.1, steps = 2, hold = 0.1 }
  -- The tap: the scroll view's pan fails at the lift (G15), then the held touch is delivered.
  expect_trace(app, { "List.panGestureRecognizer state(failed)", "Row touchesBegan(10,310)", "Row touchesEnded(10,310)",
                      "List.panGestureRecognizer state(began)", "List.panGestureRecognizer action(handlePan:)",
                      "Log scrollViewWillBeginDragging",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "List.panGestureRecognizer state(ended)", "List.panGestureRecognizer action(handlePan:)",
                      "Log scrollViewWillEndDragging(0,0, 0,50)", "Log scrollViewDidEndDragging(false)" }, { exact = true })
  view.contentOffset = { x = 0, y = 0 }
  app:mark()
  -- A slow pan: the first move comes after 0.2 s; the content has the touch, and loses it.
  app:pan{ from = { x = 10, y = 310 }, to = { x = 10, y = 210 }, duration = 0.4, steps = 2, hold = 0.1 }
  expect_trace(app, { "Row touchesBegan(10,310)", "Row touchesCancelled(10,260)", "Log scrollViewWillBeginDragging" })
end)

scenario("G13: without the delay the content hears at once; a control keeps its touch and the scroll view does not move", function(app)
  local view, root = list(app, recorder("Log"))
  view.delaysContentTouches = false
  local button = Button{ name = "Buy", frame = { x = 0, y = 300, width = 375, height = 44 } }
  view:addSubview(button)
  local taps = 0
  button:addAction({ identifier = "buy", handler = function() taps = taps + 1 end }, "touchUpInside")
  app:mark()
  app:pan{ from = { x = 10, y = 310 }, to = { x = 10, y = 330 }, duration = 0.1, steps = 2 }
  expect(view.contentOffset.y):toBe(0)
  expect(taps):toBe(1)
  -- The pan reaches 10 points at the first move: the scroll view's pan may not cancel a
  -- control's touch, so it fails (G15) before the button hears the move.
  expect_trace(app, { "Buy touchesBegan(10,310)", "Buy beginTracking(10,10)", "List.panGestureRecognizer state(failed)",
                      "Buy touchesMoved(10,320)", "Buy continueTracking(10,20)",
                      "Buy touchesMoved(10,330)", "Buy continueTracking(10,30)", "Buy touchesEnded(10,330)", "Buy endTracking(10,30)",
                      "Buy performAction(buy, touchUpInside)" }, { exact = true })
  -- A plain view's touch is cancelled when the pan becomes a drag.
  local row = View{ name = "Row", frame = { x = 0, y = 400, width = 375, height = 44 } }
  view:addSubview(row)
  app:mark()
  app:pan{ from = { x = 10, y = 410 }, to = { x = 10, y = 310 }, duration = 0.1, steps = 2, hold = 0.1 }
  expect_trace(app, { "Row touchesBegan(10,410)", "Row touchesCancelled(10,360)", "Log scrollViewWillBeginDragging" })
  -- canCancelContentTouches false: the row keeps the touch, nothing scrolls.
  view.canCancelContentTouches = false
  view.contentOffset = { x = 0, y = 0 }
  app:mark()
  app:pan{ from = { x = 10, y = 410 }, to = { x = 10, y = 310 }, duration = 0.1, steps = 2 }
  expect(view.contentOffset.y):toBe(0)
  expect_trace(app, { "Row touchesBegan(10,410)", "List.panGestureRecognizer state(failed)",
                      "Row touchesMoved(10,360)", "Row touchesMoved(10,310)", "Row touchesEnded(10,310)" }, { exact = true })
end)
