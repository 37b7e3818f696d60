-- Rules Y5, Y6, Y9, Y11-Y14: the visual format language, the constraints a view holds, margin
-- attributes, a minimal conflicting set, assigned intrinsic sizes, preferredMaxLayoutWidth,
-- the system spacing of a stack, and prototype copies that carry their constraints.
-- See docs/semantics.md.

local layout = require("helpers.layout")
local screen, pinned = layout.screen, layout.pinned

local function descriptions(list)
  local out = {}
  for i, constraint in ipairs(list) do out[i] = tostring(constraint) end
  return out
end

scenario("Y11: a visual format with edges, predicates, priorities, metrics and an equal width", function(app)
  local root = screen(app)
  local a, b = pinned("A", root.view), pinned("B", root.view)
  local views = { a = a, b = b }
  local row = LayoutConstraint.constraintsWithVisualFormat("H:|-[a(>=50@750)]-gap-[b(==a)]-|",
    { views = views, metrics = { gap = 8 } })
  expect(descriptions(row)):toEqual({
    "<LayoutConstraint A.leading == Root.view.leading + 20>",
    "<LayoutConstraint A.width >= 50 @750>",
    "<LayoutConstraint B.leading == A.trailing + 8>",
    "<LayoutConstraint B.width == A.width>",
    "<LayoutConstraint Root.view.trailing == B.trailing + 20>",
  })
  LayoutConstraint.activate(row)
  LayoutConstraint.activate(LayoutConstraint.constraintsWithVisualFormat("V:|-40-[a(44)]",
    { views = views, options = { "alignAllTop" } }))
  LayoutConstraint.activate(LayoutConstraint.constraintsWithVisualFormat("V:[b(==a)]", { views = views }))
  LayoutConstraint.activate{ b.topAnchor:constraint{ equalTo = a.topAnchor } }
  app:run()
  expect(a.frame):toEqual({ x = 20, y = 40, width = 163.5, height = 44 })
  expect(b.frame):toEqual({ x = 191.5, y = 40, width = 163.5, height = 44 })
end)

scenario("Y11: UIKit's parse errors, with the format and a caret", function(app)
  local root = screen(app)
  local a = pinned("A", root.view)
  expect_error(function() LayoutConstraint.constraintsWithVisualFormat("[want]-|", { views = { a = a } }) end,
    "NSInvalidArgumentException: Unable to parse constraint format: \nwant is not a key in the views dictionary. \n[want]-| \n     ^")
  expect_error(function() LayoutConstraint.constraintsWithVisualFormat("V|[a]|", { views = { a = a } }) end,
    "Expected ':' after 'V' to specify vertical arrangement")
  expect_error(function() LayoutConstraint.constraintsWithVisualFormat("|[loose]", { views = { loose = View{} } }) end,
    "Unable to interpret '|' character, because the related view doesn't have a superview")
  expect_error(function() LayoutConstraint.constraintsWithVisualFormat("[a]-[a]", { views = { a = a }, options = { "alignAllLeading" } }) end,
    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
  expect_error(function() LayoutConstraint.constraintsWithVisualFormat("[a]", { views = { a = a }, options = { "alignEverything" } }) end,
    "unknown option")
end)

scenario("Y12, Y13: constraints are held by the nearest common ancestor; margin attributes follow the margins", function(app)
  local root = screen(app)
  local box = pinned("Box", root.view)
  local inner = pinned("Inner", box)
  root.view.layoutMargins = { top = 10, left = 30, bottom = 10, right = 40 }
  local width = box.widthAnchor:constraint{ equalToConstant = 100 }
  local pin = inner.leadingAnchor:constraint{ equalTo = box.leadingAnchor }
  box:addConstraints{ width, pin }
  root.view:addConstraint(LayoutConstraint{ item = box, attribute = "leading", toItem = root.view, toAttribute = "leadingMargin" })
  root.view:addConstraint(LayoutConstraint{ item = box, attribute = "top", toItem = root.view, toAttribute = "topMargin" })
  box.heightAnchor:constraint{ equalToConstant = 20 }.isActive = true
  expect(#box.constraints):toBe(3)
  expect(#root.view.constraints):toBe(2)
  inner:removeConstraint(pin)                         -- Inner does not hold it
  expect(pin.isActive):toBe(true)
  box:removeConstraint(pin)
  expect(pin.isActive):toBe(false)
  app:run()
  expect(box.frame.x):toBe(30)
  expect(box.frame.y):toBe(root.view.safeAreaInsets.top + 10)
end)

scenario("Y5: the warning lists only the constraints that together cannot hold", function(app)
  local root = screen(app)
  local box = pinned("Box", root.view)
  local wide = box.widthAnchor:constraint{ equalToConstant = 100 }
  wide.identifier = "wide"
  LayoutConstraint.activate{
    box.leftAnchor:constraint{ equalTo = root.view.leftAnchor },
    box.topAnchor:constraint{ equalTo = root.view.topAnchor },
    box.heightAnchor:constraint{ equalToConstant = 10 },
    wide,
  }
  local narrow = box.widthAnchor:constraint{ equalToConstant = 50 }
  narrow.identifier = "narrow"
  narrow.isActive = true
  app:mark()
  app:run()
  expect_trace(app, {
    "Box warning: Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. (\"<LayoutConstraint 'wide' Box.width == 100   (active)>\", \"<LayoutConstraint 'narrow' Box.width == 50   (active)>\") Will attempt to recover by breaking constraint <LayoutConstraint 'narrow' Box.width == 50   (active)>",
    "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
  }, { exact = true })
  expect(box.frame.width):toBe(100)
end)

scenario("Y6, Y9: assigned intrinsic sizes in a stack at the system spacing; preferredMaxLayoutWidth", function(app)
  local stack = StackView{ name = "Stack", spacing = "system" }
  local a, b = View{ name = "A" }, View{ name = "B" }
  a.intrinsicContentSize = { width = -1, height = 30 }
  b.intrinsicContentSize = { width = -1, height = 12 }
  stack:addArrangedSubview(a)
  stack:addArrangedSubview(b)
  expect(stack.spacing):toBe("system")
  expect(stack.fittingHeight):toBe(30 + 8 + 12)
  stack:setCustomSpacing(20, a)
  expect(stack.fittingHeight):toBe(30 + 20 + 12)
  b.intrinsicContentSize = nil
  expect(b.intrinsicContentSize):toEqual({ width = -1, height = -1 })
  local label = Label{ text = string.rep("word ", 20), numberOfLines = 0 }
  label.preferredMaxLayoutWidth = 90                  -- 10 characters a line: two words each
  expect(label.intrinsicContentSize):toEqual({ width = 81, height = 200 })
  expect_error(function() a.intrinsicContentSize = { width = -3, height = 1 } end, "intrinsicContentSize")
end)

scenario("Y14: every dequeued copy of a constrained prototype carries its constraints and measures alike", function(app)
  local prototype = TableViewCell{ reuseIdentifier = "Body" }
  local label = Label{ name = "Title", numberOfLines = 0,
    text = "A title long enough to wrap onto a second line of text here" }
  label.translatesAutoresizingMaskIntoConstraints = false
  prototype:addSubview(label)
  LayoutConstraint.activate(LayoutConstraint.constraintsWithVisualFormat("H:|-16-[label]-16-|", { views = { label = label } }))
  LayoutConstraint.activate(LayoutConstraint.constraintsWithVisualFormat("V:|-12-[label]-12-|", { views = { label = label } }))
  local dequeued = {}
  local Feed = TableViewController:subclass("Feed", {
    viewDidLoad = function(self)
      TableViewController.viewDidLoad(self)
      self.tableView:registerPrototypes({ prototype })
    end,
    numberOfRows = function(self, section) return 2 end,
    cellForRow = function(self, indexPath)
      local cell = self.tableView:dequeueReusableCell("Body", indexPath)
      dequeued[#dequeued + 1] = cell
      return cell
    end,
  })
  local feed = Feed{}
  app.window.rootViewController = feed
  app:run()
  expect(#dequeued):toBe(2)
  local first = dequeued[1]
  expect(first == prototype):toBe(false)
  expect(#first.constraints):toBe(#prototype.constraints)
  expect(#first.constraints):toBe(4)
  local size = first:systemLayoutSizeFitting({ width = 375, height = 0 }, 1000, 50)
  expect(size):toEqual(prototype:systemLayoutSizeFitting({ width = 375, height = 0 }, 1000, 50))
  expect(size.height):toBe(12 + 40 + 12)
end)
