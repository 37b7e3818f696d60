-- Rules Y3-Y5: constraints and anchors solved by the layout engine before each layout pass,
-- autoresizing masks into constraints, and unsatisfiable constraints. See docs/semantics.md.

local layout = require("helpers.layout")
local screen, pinned = layout.screen, layout.pinned

scenario("Y3: anchors pin a view to its superview; the superview's layout applies the solution", function(app)
  local root = screen(app)
  local box = pinned("Box")
  root.view:addSubview(box)
  local height = box.heightAnchor:constraint{ equalToConstant = 100 }
  LayoutConstraint.activate{
    box.leadingAnchor:constraint{ equalTo = root.view.leadingAnchor, constant = 16 },
    box.trailingAnchor:constraint{ equalTo = root.view.trailingAnchor, constant = -16 },
    box.topAnchor:constraint{ equalTo = root.view.topAnchor, constant = 20 },
    height,
  }
  app:mark()
  app:run()
  expect(box.frame):toEqual({ x = 16, y = 20, width = 343, height = 100 })
  expect(height.isActive):toBe(true)
  app:mark()
  height.constant = 50                                  -- the solution changes: Root lays out once
  app:run()
  expect(box.frame.height):toBe(50)
  expect_trace(app, { "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews" }, { exact = true })
  app:mark()
  height.constant = 50                                  -- no change: no solve, no layout
  app:run()
  expect_trace(app, {}, { exact = true })
end)

scenario("Y3: a constraint across levels adds the origins of the views between; centre and multiplier", function(app)
  local root = screen(app)
  local card = pinned("Card")
  local badge = pinned("Badge")
  root.view:addSubview(card)
  card:addSubview(badge)
  LayoutConstraint.activate{
    card.leftAnchor:constraint{ equalTo = root.view.leftAnchor, constant = 40 },
    card.topAnchor:constraint{ equalTo = root.view.topAnchor, constant = 100 },
    card.widthAnchor:constraint{ equalTo = root.view.widthAnchor, multiplier = 0.5 },
    card.heightAnchor:constraint{ equalTo = card.widthAnchor },
    -- the badge, inside the card, is placed against the root view
    badge.leftAnchor:constraint{ equalTo = root.view.leftAnchor, constant = 50 },
    badge.centerYAnchor:constraint{ equalTo = root.view.topAnchor, constant = 150 },
    badge.widthAnchor:constraint{ equalToConstant = 20 },
    badge.heightAnchor:constraint{ equalToConstant = 10 },
  }
  app:run()
  expect(card.frame):toEqual({ x = 40, y = 100, width = 187.5, height = 187.5 })
  expect(badge.frame):toEqual({ x = 10, y = 45, width = 20, height = 10 })
end)

scenario("Y3: inequalities and priorities: a required maximum beats a stronger wish, a wish beats a weaker one", function(app)
  local root = screen(app)
  local bar = pinned("Bar")
  root.view:addSubview(bar)
  local wish = bar.widthAnchor:constraint{ equalToConstant = 300 }
  wish.priority = 750
  local weaker = bar.widthAnchor:constraint{ equalToConstant = 100 }
  weaker.priority = 250
  weaker.identifier = "weak width"
  LayoutConstraint.activate{
    bar.leftAnchor:constraint{ equalTo = root.view.leftAnchor },
    bar.topAnchor:constraint{ equalTo = root.view.topAnchor },
    bar.heightAnchor:constraint{ equalToConstant = 44 },
    bar.widthAnchor:constraint{ lessThanOrEqualToConstant = 200 },
    wish, weaker,
  }
  app:run()
  expect(bar.frame.width):toBe(200)
  LayoutConstraint.deactivate{ wish }
  expect(wish.isActive):toBe(false)
  app:run()
  expect(bar.frame.width):toBe(100)
  expect(tostring(weaker)):toBe("<LayoutConstraint 'weak width' Bar.width == 100 @250   (active)>")
end)

scenario("Y3: UIKit's long form, and its exceptions: no common ancestor, required to optional", function(app)
  local root = screen(app)
  local a, loose = pinned("A"), pinned("Loose")
  root.view:addSubview(a)
  local c = LayoutConstraint{ item = a, attribute = "width", relatedBy = "equal",
                              toItem = root.view, toAttribute = "width", multiplier = 0.25, constant = 6 }
  c.isActive = true
  LayoutConstraint.activate{
    LayoutConstraint{ item = a, attribute = "top", toItem = root.view, toAttribute = "top", constant = 8 },
    LayoutConstraint{ item = a, attribute = "left", toItem = root.view, toAttribute = "left" },
    LayoutConstraint{ item = a, attribute = "height", constant = 30 },
  }
  app:run()
  expect(a.frame):toEqual({ x = 0, y = 8, width = 99.75, height = 30 })
  expect(c.firstItem):toBe(a)
  expect(c.secondAttribute):toBe("width")
  expect(c.multiplier):toBe(0.25)
  expect_error(function() a.topAnchor:constraint{ equalTo = loose.topAnchor }.isActive = true end,
    "NSGenericException: Unable to activate constraint with anchors <A.top> and <Loose.top> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
  expect_error(function() c.priority = 250 end,
    "NSInternalInconsistencyException: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.")
  expect_error(function() LayoutConstraint{ item = a, attribute = "top", constant = 8 } end,
    "A constraint cannot be made that sets a location equal to a constant")
end)

scenario("Y3: removing a view deactivates the constraints that cross out of its subtree", function(app)
  local root = screen(app)
  local box, inner = pinned("Box"), pinned("Inner")
  root.view:addSubview(box)
  box:addSubview(inner)
  local across = box.topAnchor:constraint{ equalTo = root.view.topAnchor }
  local inside = inner.widthAnchor:constraint{ equalTo = box.widthAnchor }
  LayoutConstraint.activate{ across, inside }
  box:removeFromSuperview()
  expect(across.isActive):toBe(false)
  expect(inside.isActive):toBe(true)
end)

scenario("Y4: a view that translates its autoresizing mask keeps its frame; a stack's arranged views do not translate", function(app)
  local root = screen(app)
  local fixed = View{ name = "Fixed", frame = { x = 10, y = 10, width = 100, height = 40 } }
  local below = pinned("Below")
  root.view:addSubview(fixed)
  root.view:addSubview(below)
  expect(fixed.translatesAutoresizingMaskIntoConstraints):toBe(true)
  LayoutConstraint.activate{
    below.topAnchor:constraint{ equalTo = fixed.bottomAnchor, constant = 8 },
    below.leadingAnchor:constraint{ equalTo = fixed.leadingAnchor },
    below.widthAnchor:constraint{ equalTo = fixed.widthAnchor },
    below.heightAnchor:constraint{ equalToConstant = 20 },
  }
  app:run()
  expect(below.frame):toEqual({ x = 10, y = 58, width = 100, height = 20 })
  fixed.frame = { x = 10, y = 100, width = 200, height = 40 }    -- the pinned frame moves: so does Below
  app:run()
  expect(below.frame):toEqual({ x = 10, y = 148, width = 200, height = 20 })
  local stack = StackView{}
  local arranged = View{ name = "Arranged" }
  stack:addArrangedSubview(arranged)
  expect(arranged.translatesAutoresizingMaskIntoConstraints):toBe(false)
end)

scenario("Y5: an unsatisfiable required constraint is broken with UIKit's warning", function(app)
  local root = screen(app)
  local box = pinned("Box")
  root.view:addSubview(box)
  LayoutConstraint.activate{
    box.leftAnchor:constraint{ equalTo = root.view.leftAnchor },
    box.topAnchor:constraint{ equalTo = root.view.topAnchor },
    box.heightAnchor:constraint{ equalToConstant = 10 },
    box.widthAnchor:constraint{ equalToConstant = 100 },
  }
  app:mark()
  box.widthAnchor:constraint{ equalToConstant = 120 }.isActive = true
  app:run()
  expect(box.frame.width):toBe(100)
  expect_trace(app, {
    -- a minimal conflicting set: the two widths, not every constraint on Box
    "Box warning: Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. (\"<LayoutConstraint Box.width == 100   (active)>\", \"<LayoutConstraint Box.width == 120   (active)>\") Will attempt to recover by breaking constraint <LayoutConstraint Box.width == 120   (active)>",
  })
end)

scenario("Y4: autoresizing masks share a superview's size change among the flexible parts", function(app)
  local root = screen(app)
  local panel = View{ name = "Panel", frame = { x = 0, y = 0, width = 300, height = 200 } }
  local fill = View{ name = "Fill", frame = { x = 10, y = 10, width = 280, height = 180 } }
  fill.autoresizingMask = { "flexibleWidth", "flexibleHeight" }
  local corner = View{ name = "Corner", frame = { x = 250, y = 150, width = 40, height = 40 } }
  corner.autoresizingMask = { "flexibleLeftMargin", "flexibleTopMargin" }
  local halves = View{ name = "Halves", frame = { x = 100, y = 0, width = 100, height = 10 } }
  halves.autoresizingMask = { "flexibleLeftMargin", "flexibleRightMargin" }
  panel:addSubview(fill)
  panel:addSubview(corner)
  panel:addSubview(halves)
  root.view:addSubview(panel)
  panel.frame = { x = 0, y = 0, width = 400, height = 300 }
  expect(fill.frame):toEqual({ x = 10, y = 10, width = 380, height = 280 })
  expect(corner.frame):toEqual({ x = 350, y = 250, width = 40, height = 40 })
  expect(halves.frame):toEqual({ x = 150, y = 0, width = 100, height = 10 })
  expect(fill.autoresizingMask):toEqual({ "flexibleWidth", "flexibleHeight" })
end)

scenario("Y6: a label sizes itself from its text; hugging and compression resistance settle two labels in a row", function(app)
  local root = screen(app)
  local title = Label{ name = "Title", text = "Hello" }                -- 5 characters of 9 pt, 20 pt tall
  local detail = Label{ name = "Detail", text = "World!!" }
  for _, label in ipairs({ title, detail }) do
    label.translatesAutoresizingMaskIntoConstraints = false
    root.view:addSubview(label)
  end
  expect(title.intrinsicContentSize):toEqual({ width = 45, height = 20 })
  expect(title:contentHuggingPriority("horizontal")):toBe(250)
  expect(title:contentCompressionResistancePriority("vertical")):toBe(750)
  LayoutConstraint.activate{
    title.leadingAnchor:constraint{ equalTo = root.view.leadingAnchor },
    title.topAnchor:constraint{ equalTo = root.view.topAnchor, constant = 40 },
    detail.leadingAnchor:constraint{ equalTo = title.trailingAnchor, constant = 8 },
    detail.trailingAnchor:constraint{ equalTo = root.view.trailingAnchor },
    detail.firstBaselineAnchor:constraint{ equalTo = title.firstBaselineAnchor },
  }
  title:setContentHuggingPriority(251, "horizontal")                -- the title hugs; the detail stretches
  app:run()
  expect(title.frame):toEqual({ x = 0, y = 40, width = 45, height = 20 })
  expect(detail.frame):toEqual({ x = 53, y = 40, width = 322, height = 20 })
  title.text = "Hello there"                                         -- the text grows: solved again
  app:run()
  expect(title.frame.width):toBe(99)
  expect(detail.frame.x):toBe(107)
  title:setContentHuggingPriority(250, "horizontal")
  detail:setContentHuggingPriority(300, "horizontal")                -- now the title stretches
  app:run()
  expect(detail.frame.width):toBe(63)
  expect(title.frame.width):toBe(375 - 8 - 63)
end)

scenario("Y7: the safe area and margins guides follow the view's safe area and margins; a custom guide is placed by constraints", function(app)
  local root = screen(app)
  local insets = root.view.safeAreaInsets
  expect(root.view.layoutMargins):toEqual({ top = 0, left = 16, bottom = 0, right = 16 })
  local plain = View{}
  expect(plain.directionalLayoutMargins):toEqual({ top = 8, leading = 8, bottom = 8, trailing = 8 })
  local header, body = pinned("Header"), pinned("Body")
  root.view:addSubview(header)
  root.view:addSubview(body)
  local safe, margins = root.view.safeAreaLayoutGuide, root.view.layoutMarginsGuide
  local column = LayoutGuide{ identifier = "column" }
  root.view:addLayoutGuide(column)
  LayoutConstraint.activate{
    header.topAnchor:constraint{ equalTo = safe.topAnchor },
    header.leadingAnchor:constraint{ equalTo = margins.leadingAnchor },
    header.trailingAnchor:constraint{ equalTo = margins.trailingAnchor },
    header.heightAnchor:constraint{ equalToConstant = 44 },
    column.leadingAnchor:constraint{ equalTo = root.view.leadingAnchor, constant = 100 },
    column.widthAnchor:constraint{ equalToConstant = 50 },
    column.topAnchor:constraint{ equalTo = header.bottomAnchor },
    column.heightAnchor:constraint{ equalToConstant = 10 },
    body.leadingAnchor:constraint{ equalTo = column.trailingAnchor },
    body.topAnchor:constraint{ equalTo = column.bottomAnchor },
    body.bottomAnchor:constraint{ equalTo = safe.bottomAnchor },
    body.widthAnchor:constraint{ equalTo = column.widthAnchor },
  }
  app:run()
  expect(header.frame):toEqual({ x = 16 + insets.left, y = insets.top, width = 375 - 32 - insets.left - insets.right, height = 44 })
  expect(column.layoutFrame):toEqual({ x = 100, y = insets.top + 44, width = 50, height = 10 })
  expect(body.frame):toEqual({ x = 150, y = insets.top + 54, width = 50, height = 667 - insets.bottom - insets.top - 54 })
  expect(tostring(column)):toBe("<LayoutGuide Root.view.column>")
  root.view.directionalLayoutMargins = { top = 0, leading = 30, bottom = 0, trailing = 30 }
  app:run()
  expect(header.frame.x):toBe(30 + insets.left)
  root.view:removeLayoutGuide(column)
  expect(#root.view.layoutGuides):toBe(0)
end)

scenario("Y5: an ambiguous layout: hasAmbiguousLayout, and exerciseAmbiguityInLayout's lint and move", function(app)
  local root = screen(app)
  local box = pinned("Box")
  root.view:addSubview(box)
  LayoutConstraint.activate{
    box.topAnchor:constraint{ equalTo = root.view.topAnchor, constant = 10 },
    box.leftAnchor:constraint{ greaterThanOrEqualTo = root.view.leftAnchor, constant = 20 },
    box.widthAnchor:constraint{ equalToConstant = 30 },
    box.heightAnchor:constraint{ equalToConstant = 30 },
  }
  app:run()
  expect(box.hasAmbiguousLayout):toBe(true)                           -- x is only bounded below
  expect(root.view.hasAmbiguousLayout):toBe(false)                    -- placed by its frame
  app:mark()
  box:exerciseAmbiguityInLayout()
  expect_trace(app, { "Box lint: has an ambiguous layout: its constraints do not determine its x (exerciseAmbiguityInLayout)" })
  expect(box.frame.x):toBe(21)
  box.leftAnchor:constraint{ equalTo = root.view.leftAnchor, constant = 20 }.isActive = true
  app:run()
  expect(box.hasAmbiguousLayout):toBe(false)
  expect(box.frame.x):toBe(20)
end)

scenario("Y8: systemLayoutSizeFitting measures a card by its constraints: a wrapping label's height at a required width", function(app)
  local root = screen(app)
  local card = View{ name = "Card", frame = { x = 0, y = 0, width = 375, height = 10 } }
  root.view:addSubview(card)
  local text = Label{ name = "Text", text = "one two three four five six", numberOfLines = 0 }
  text.translatesAutoresizingMaskIntoConstraints = false
  card:addSubview(text)
  LayoutConstraint.activate{
    text.leadingAnchor:constraint{ equalTo = card.leadingAnchor, constant = 10 },
    text.trailingAnchor:constraint{ equalTo = card.trailingAnchor, constant = -10 },
    text.topAnchor:constraint{ equalTo = card.topAnchor, constant = 5 },
    text.bottomAnchor:constraint{ equalTo = card.bottomAnchor, constant = -5 },
  }
  app:run()
  expect(text.frame.width):toBe(355)                                   -- one line: 27 characters of 9 pt fit
  local size = card:systemLayoutSizeFitting({ width = 120, height = 0 }, 1000, 50)
  expect(size):toEqual({ width = 120, height = 5 + 3 * 20 + 5 })       -- 100 pt of text: 11 characters a line
  expect(card.frame.height):toBe(10)                                   -- measuring moves nothing
  expect(View{}:systemLayoutSizeFitting({ width = 0, height = 0 })):toEqual({ width = 0, height = 0 })
end)

scenario("Y8: a self-sizing row whose content view has constraints is measured by them", function(app)
  local bodies = {}                                                    -- each cell's label, made once
  local texts = { "short", "one two three four five six seven eight nine ten eleven twelve thirteen" }
  local Feed = TableViewController:subclass("Feed", {
    viewDidLoad = function(self)
      TableViewController.viewDidLoad(self)
      self.tableView:registerPrototypes({ TableViewCell{ reuseIdentifier = "Row" } })
      self.tableView.rowHeight = automaticDimension
    end,
    numberOfRows = function(self, section) return #texts end,
    cellForRow = function(self, indexPath)
      local cell = self.tableView:dequeueReusableCell("Row", indexPath)
      local body = bodies[cell]
      if not body then
        body = Label{ name = "Body", numberOfLines = 0 }
        bodies[cell] = body
        body.translatesAutoresizingMaskIntoConstraints = false
        local content = cell.contentView
        content:addSubview(body)
        LayoutConstraint.activate{
          body.leadingAnchor:constraint{ equalTo = content.leadingAnchor, constant = 20 },
          body.trailingAnchor:constraint{ equalTo = content.trailingAnchor, constant = -20 },
          body.topAnchor:constraint{ equalTo = content.topAnchor, constant = 10 },
          body.bottomAnchor:constraint{ equalTo = content.bottomAnchor, constant = -10 },
        }
      end
      body.text = texts[indexPath.row + 1]
      return cell
    end,
  })
  local feed = Feed{}
  app.window.rootViewController = feed
  app:run()
  -- 335 pt of text: 37 characters a line; the second text wraps onto 2 lines
  expect(feed.tableView:rectForRow({ section = 0, row = 0 }).height):toBe(10 + 20 + 10)
  expect(feed.tableView:rectForRow({ section = 0, row = 1 }).height):toBe(10 + 40 + 10)
end)
