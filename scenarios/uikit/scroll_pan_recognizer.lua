-- Rules G15 and Q10: a scroll view's pan is a gesture recognizer among the others. It begins
-- along a scrollable axis, competes with a drawer's pan on the container around it by G7 (the
-- first to begin wins; requireToFail and the delegates change that), and its handlePan: drives
-- the drag. With directional lock a drag keeps to the axis it began along. See docs/semantics.md.

-- A drawer filling the screen, holding a list 375 x 500 with 2000 points of content; the drawer
-- has its own pan, `DrawerPan`, which notes its states.
local function drawer(app, contentSize)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local container = View{ name = "Drawer", frame = { x = 0, y = 0, width = 375, height = 667 } }
  root.view:addSubview(container)
  local log = { name = "Log", scrollViewWillBeginDragging = function() end }
  local list = ScrollView{ name = "List", frame = { x = 0, y = 100, width = 375, height = 500 },
                           contentSize = contentSize or { width = 375, height = 2000 }, delegate = log }
  container:addSubview(list)
  local moves = {}
  local pan = PanGestureRecognizer{ name = "DrawerPan", action = function(r) moves[#moves + 1] = r.state .. " " .. r:translation().x end }
  container:addGestureRecognizer(pan)
  app:settle()
  app:mark()
  return list, pan, moves
end

local down = { from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 2, hold = 0.1 }
local across = { from = { x = 100, y = 400 }, to = { x = 200, y = 400 }, duration = 0.1, steps = 2, hold = 0.1 }

scenario("G15: the scroll view's pan is on its own recognizers, named after it, and traced like any pan", function(app)
  local list = drawer(app)
  local pan = list.panGestureRecognizer
  expect(pan.name):toBe("List.panGestureRecognizer")
  expect(pan.view):toBe(list)
  expect(list.gestureRecognizers):toEqual{ pan }
  expect(pan.state):toBe("possible")
  -- A tap on the content: both pans fail at the lift, then the list hears the held touch (its
  -- pan's delaysTouchesEnded and the content delay of G13 hold it).
  app:tap{ x = 100, y = 400 }
  expect_trace(app, { "List.panGestureRecognizer state(failed)", "DrawerPan state(failed)",
                      "List touchesBegan(100,400)", "List touchesEnded(100,400)" }, { exact = true })
  expect_error(function() pan.delegate = {} end, "is its own and cannot be changed (List.panGestureRecognizer)")
  -- isScrollEnabled is the pan's isEnabled.
  list.isScrollEnabled = false
  expect(pan.isEnabled):toBe(false)
  list.isScrollEnabled = true
  expect(pan.isEnabled):toBe(true)
end)

scenario("G15, G7: in a drawer, a vertical pan is the list's (nearer the finger, it begins first); a horizontal one fails it and is the drawer's", function(app)
  local list, _, moves = drawer(app)
  app:pan(down)
  expect(list.contentOffset.y):toBe(50)
  expect(moves):toEqual{}
  expect_trace(app, { "List.panGestureRecognizer state(began)", "DrawerPan state(failed)",
                      "List.panGestureRecognizer action(handlePan:)", "Log scrollViewWillBeginDragging",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "List.panGestureRecognizer state(ended)", "List.panGestureRecognizer action(handlePan:)" }, { exact = true })
  app:mark()
  app:pan(across)
  expect(list.contentOffset.y):toBe(50)
  expect(moves):toEqual{ "began 50", "changed 100", "ended 100" }
  expect_trace(app, { "List.panGestureRecognizer state(failed)", "DrawerPan state(began)", "DrawerPan action(function)",
                      "DrawerPan state(changed)", "DrawerPan action(function)",
                      "DrawerPan state(ended)", "DrawerPan action(function)" }, { exact = true })
end)

scenario("G15, G7: the list's pan required to fail the drawer's waits for it: the drawer wins a vertical pan, unless its delegate refuses it", function(app)
  local list, pan, moves = drawer(app)
  list.panGestureRecognizer:requireToFail(pan)
  app:pan(down)
  expect(list.contentOffset.y):toBe(0)
  expect(moves):toEqual{ "began 0", "changed 0", "ended 0" }
  expect_trace(app, { "DrawerPan state(began)", "List.panGestureRecognizer state(failed)", "DrawerPan action(function)",
                      "DrawerPan state(changed)", "DrawerPan action(function)",
                      "DrawerPan state(ended)", "DrawerPan action(function)" }, { exact = true })
  -- The drawer only opens sideways: refused, it fails, and the waiting list's pan begins.
  pan.delegate = { name = "Sideways", gestureRecognizerShouldBegin = function(self, r)
    local t = r:translation()
    return math.abs(t.x) > math.abs(t.y)
  end }
  app:mark()
  app:pan(down)
  expect(list.contentOffset.y):toBe(50)
  expect_trace(app, { "Sideways gestureRecognizerShouldBegin", "DrawerPan state(failed)",
                      "List.panGestureRecognizer state(began)", "List.panGestureRecognizer action(handlePan:)",
                      "Log scrollViewWillBeginDragging",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "List.panGestureRecognizer state(ended)", "List.panGestureRecognizer action(handlePan:)" }, { exact = true })
end)

scenario("G15, G7: a delegate that lets the drawer's pan run with the list's moves both", function(app)
  local list, pan, moves = drawer(app)
  pan.delegate = { name = "Together", shouldRecognizeSimultaneouslyWith = function(self, r, other) return other == list.panGestureRecognizer end }
  app:pan(down)
  expect(list.contentOffset.y):toBe(50)
  expect(moves):toEqual{ "began 0", "changed 0", "ended 0" }
  expect_trace(app, { "List.panGestureRecognizer state(began)", "Together shouldRecognizeSimultaneouslyWith(List.panGestureRecognizer)",
                      "List.panGestureRecognizer action(handlePan:)", "Log scrollViewWillBeginDragging",
                      "Together shouldRecognizeSimultaneouslyWith(List.panGestureRecognizer)", "DrawerPan state(began)",
                      "DrawerPan action(function)",
                      "List.panGestureRecognizer state(changed)", "List.panGestureRecognizer action(handlePan:)",
                      "DrawerPan state(changed)", "DrawerPan action(function)",
                      "List.panGestureRecognizer state(ended)", "List.panGestureRecognizer action(handlePan:)",
                      "DrawerPan state(ended)", "DrawerPan action(function)" }, { exact = true })
end)

scenario("Q10: with directional lock a drag that began mostly downwards keeps to y; a diagonal one moves both ways", function(app)
  local list = drawer(app, { width = 2000, height = 2000 })
  list.isDirectionalLockEnabled = true
  expect(list.isDirectionalLockEnabled):toBe(true)
  -- Down 100 points and 30 across: the drag begins vertical (the first move: 15 across, 50 up).
  app:pan{ from = { x = 100, y = 400 }, to = { x = 70, y = 300 }, duration = 0.1, steps = 2, hold = 0.1 }
  expect(list.contentOffset):toEqual{ x = 0, y = 50 }
  list.contentOffset = { x = 0, y = 0 }
  -- Diagonal: 50 across and 50 down at the first move.
  app:pan{ from = { x = 300, y = 400 }, to = { x = 200, y = 300 }, duration = 0.1, steps = 2, hold = 0.1 }
  expect(list.contentOffset):toEqual{ x = 50, y = 50 }
  -- Without the lock the first pan moves both ways.
  list.isDirectionalLockEnabled = false
  list.contentOffset = { x = 0, y = 0 }
  app:pan{ from = { x = 100, y = 400 }, to = { x = 70, y = 300 }, duration = 0.1, steps = 2, hold = 0.1 }
  expect(list.contentOffset):toEqual{ x = 15, y = 50 }
end)
