-- Rule W6 (subview order): inserting at an index or next to a sibling, bringing to the front,
-- sending to the back and exchanging reorder the subviews, and hit testing (G1) follows the
-- order. See docs/semantics.md.

-- A root controller on screen whose view holds three overlapping cards, back to front.
local function cards(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local back = View{ name = "Back", frame = { x = 0, y = 0, width = 100, height = 100 } }
  local middle = View{ name = "Middle", frame = { x = 0, y = 0, width = 100, height = 100 } }
  local front = View{ name = "Front", frame = { x = 0, y = 0, width = 100, height = 100 } }
  root.view:addSubview(back)
  root.view:addSubview(middle)
  root.view:addSubview(front)
  app:settle()
  return root, back, middle, front
end

local function names(view)
  local result = {}
  for _, subview in ipairs(view.subviews) do result[#result + 1] = subview.name end
  return result
end

scenario("W6: bringing to the front and sending to the back reorder the subviews, and the frontmost is hit first", function(app)
  local root, back, middle, front = cards(app)
  expect(app.window:hitTest{ x = 50, y = 50 }):toBe(front)
  root.view:bringSubviewToFront(back)
  expect(names(root.view)):toEqual({ "Middle", "Front", "Back" })
  expect(app.window:hitTest{ x = 50, y = 50 }):toBe(back)
  root.view:sendSubviewToBack(back)
  expect(names(root.view)):toEqual({ "Back", "Middle", "Front" })
  expect(app.window:hitTest{ x = 50, y = 50 }):toBe(front)
  -- A view that is not a subview is left alone.
  root.view:bringSubviewToFront(View{ name = "Stranger" })
  expect(names(root.view)):toEqual({ "Back", "Middle", "Front" })
end)

scenario("W6: insertSubview at a 0-based index, above and below a sibling, and exchangeSubview", function(app)
  local root, back, middle, front = cards(app)
  local badge = View{ name = "Badge", frame = { x = 0, y = 0, width = 100, height = 100 } }
  root.view:insertSubview(badge, 1)
  expect(names(root.view)):toEqual({ "Back", "Badge", "Middle", "Front" })
  root.view:insertSubviewAbove(badge, front)
  expect(names(root.view)):toEqual({ "Back", "Middle", "Front", "Badge" })
  root.view:insertSubviewBelow(badge, back)
  expect(names(root.view)):toEqual({ "Badge", "Back", "Middle", "Front" })
  root.view:exchangeSubview(0, 3)
  expect(names(root.view)):toEqual({ "Front", "Back", "Middle", "Badge" })
  expect(app.window:hitTest{ x = 50, y = 50 }):toBe(badge)
  root.view:exchangeSubview(0, 9)    -- outside the subviews: nothing
  expect(names(root.view)):toEqual({ "Front", "Back", "Middle", "Badge" })
end)

scenario("W6: a controller's view moved among its siblings lays out again but does not appear or disappear again", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local child = ViewController{ name = "Child" }
  root:addChild(child)
  root.view:addSubview(child.view)
  child:didMoveToParent(root)
  root.view:addSubview(View{ name = "Overlay" })
  app:settle()
  app:mark()
  root.view:bringSubviewToFront(child.view)
  root.view:sendSubviewToBack(child.view)
  root.view:insertSubview(child.view, 1)
  app:settle()
  expect(names(root.view)):toEqual({ "Overlay", "Child.view" })
  -- Only the superview's layout, which the reorder marks (rule L1).
  expect_trace(app, { "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews" }, { exact = true })
end)
