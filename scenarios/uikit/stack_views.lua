-- Rule Y9: stack views on constraints. A StackView makes UIKit's UISV- constraints for its axis,
-- distribution, alignment, spacings and hidden views, and the layout engine places its views.
-- See docs/semantics.md.

local layout = require("helpers.layout")
local screen = layout.screen

-- A stack pinned by anchors 16 pt from the sides, 100 pt from the top.
local function pinnedStack(root, properties)
  local stack = StackView(properties)
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.view:addSubview(stack)
  LayoutConstraint.activate{
    stack.leadingAnchor:constraint{ equalTo = root.view.leadingAnchor, constant = 16 },
    stack.trailingAnchor:constraint{ equalTo = root.view.trailingAnchor, constant = -16 },
    stack.topAnchor:constraint{ equalTo = root.view.topAnchor, constant = 100 },
  }
  return stack
end

local function identifiers(stack)
  local names = {}
  for _, constraint in ipairs(stack.arrangementConstraints) do names[#names + 1] = constraint.identifier end
  return names
end

scenario("Y9: a horizontal row of labels: the one that hugs less stretches, the row is as tall as its content", function(app)
  local root = screen(app)
  local row = pinnedStack(root, { name = "Row", axis = "horizontal", spacing = 8 })
  local title, value = Label{ name = "Title", text = "Title" }, Label{ name = "Value", text = "42" }
  title:setContentHuggingPriority(249, "horizontal")
  row:addArrangedSubview(title)
  row:addArrangedSubview(value)
  app:mark()
  app:run()
  expect_trace(app, { "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews" }, { exact = true })
  expect(row.frame):toEqual({ x = 16, y = 100, width = 343, height = 20 })
  expect(title.frame):toEqual({ x = 0, y = 0, width = 317, height = 20 })
  expect(value.frame):toEqual({ x = 325, y = 0, width = 18, height = 20 })
  expect(identifiers(row)):toEqual({
    "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing",
    "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection",
  })
end)

scenario("Y9: fillEqually and equalSpacing share a row as UIKit's do; changing the distribution lays out the row only", function(app)
  local root = screen(app)
  local row = pinnedStack(root, { name = "Row", axis = "horizontal", distribution = "fillEqually", spacing = 2 })
  local a, b, c = Label{ name = "A", text = "a" }, Label{ name = "B", text = "bbbb" }, Label{ name = "C", text = "cc" }
  for _, label in ipairs({ a, b, c }) do row:addArrangedSubview(label) end
  app:run()
  expect(a.frame.width):toBe(b.frame.width)
  expect({ a.frame.width, c.frame.x }):toEqual({ 113, 230 })   -- (343 - 2 × 2) / 3 each
  app:mark()
  local passes = app.stats.layoutPasses
  row.distribution = "equalSpacing"
  app:run()
  expect_trace(app, {}, { exact = true })                 -- the row's frame stays: Root does not lay out
  expect(app.stats.layoutPasses - passes):toBe(4)         -- the row, then its three resized labels
  -- Labels 9, 36 and 18 wide in 343: two gaps of (343 - 63) / 2 = 140.
  expect({ a.frame.width, b.frame.x, c.frame.x }):toEqual({ 9, 149, 325 })
end)

scenario("Y9: alignment center and the layout margins place views across a column", function(app)
  local root = screen(app)
  local column = pinnedStack(root, { name = "Column", alignment = "center", spacing = 4 })
  local a, b = Label{ name = "A", text = "aaaa" }, Label{ name = "B", text = "bb" }
  column:addArrangedSubview(a)
  column:addArrangedSubview(b)
  app:run()
  expect(a.frame):toEqual({ x = 153.5, y = 0, width = 36, height = 20 })
  expect(b.frame):toEqual({ x = 162.5, y = 24, width = 18, height = 20 })
  expect(column.frame.height):toBe(44)
  column.isLayoutMarginsRelativeArrangement = true
  column.alignment = "leading"
  app:run()
  expect(a.frame):toEqual({ x = 8, y = 8, width = 36, height = 20 })
  expect(column.frame.height):toBe(60)
end)

scenario("Y9: insertArrangedSubview and custom spacing; a hidden view collapses and loses its spacing", function(app)
  local root = screen(app)
  local column = pinnedStack(root, { name = "Column", spacing = 10 })
  local a, b, c = Label{ name = "A", text = "a" }, Label{ name = "B", text = "b" }, Label{ name = "C", text = "c" }
  column:addArrangedSubview(a)
  column:addArrangedSubview(c)
  column:insertArrangedSubview(b, 1)
  column:setCustomSpacing(30, a)
  expect(column:customSpacing(a)):toBe(30)
  expect(column:customSpacing(b)):toBe(nil)
  app:run()
  expect({ a.frame.y, b.frame.y, c.frame.y, column.frame.height }):toEqual({ 0, 50, 80, 100 })
  app:mark()
  b.hidden = true
  app:run()
  expect_trace(app, { "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews" }, { exact = true })
  expect({ b.frame.height, c.frame.y, column.frame.height }):toEqual({ 0, 50, 70 })
  expect(identifiers(column)):toContain("UISV-hiding")
end)

scenario("Y9: hiding a view that has a required height: UIKit's conflict with UISV-hiding", function(app)
  local root = screen(app)
  local column = pinnedStack(root, { name = "Column" })
  local box = View{ name = "Box" }
  box:constrainHeight(128)
  column:addArrangedSubview(box)
  column:addArrangedSubview(Label{ name = "Below", text = "below" })
  app:run()
  app:mark()
  box.hidden = true
  app:run()
  expect(app.trace[#app.trace - 2]):toContain("Box warning: Unable to simultaneously satisfy constraints.")
  expect(app.trace[#app.trace - 2]):toContain("'UISV-hiding' Box.height == 0")
end)

scenario("Y10: a stack pinned to a scroll view's content layout guide, as wide as its frame layout guide, gives the content size", function(app)
  local root = screen(app)
  local scroll = ScrollView{ name = "Scroll", frame = { x = 0, y = 0, width = 375, height = 667 } }
  root.view:addSubview(scroll)
  local column = StackView{ name = "Column", spacing = 10 }
  column.translatesAutoresizingMaskIntoConstraints = false
  scroll:addSubview(column)
  local content, frame = scroll.contentLayoutGuide, scroll.frameLayoutGuide
  LayoutConstraint.activate{
    column.topAnchor:constraint{ equalTo = content.topAnchor },
    column.leadingAnchor:constraint{ equalTo = content.leadingAnchor },
    column.trailingAnchor:constraint{ equalTo = content.trailingAnchor },
    column.bottomAnchor:constraint{ equalTo = content.bottomAnchor },
    column.widthAnchor:constraint{ equalTo = frame.widthAnchor },
  }
  local boxes = {}
  for i = 1, 3 do
    boxes[i] = View{ name = "Box" .. i }
    boxes[i]:constrainHeight(400)
    column:addArrangedSubview(boxes[i])
  end
  app:run()
  expect(column.frame):toEqual({ x = 0, y = 0, width = 375, height = 1220 })
  expect(scroll.contentSize):toEqual({ width = 375, height = 1220 })
  expect(boxes[3].frame.y):toBe(820)
  boxes[2].hidden = true
  app:run()
  expect(scroll.contentSize.height):toBe(810)
end)
