-- Rules Y15, Y16: leading and trailing edges follow the layout direction: the user's language
-- (the window's `layoutDirection` trait) and a view's semanticContentAttribute.
-- See docs/semantics.md.

local layout = require("helpers.layout")
local screen, pinned = layout.screen, layout.pinned

-- A 100-point box 16 points from the leading edge, and a 50-point tag after it.
local function row(app)
  local root = screen(app)
  local box, tag = pinned("Box", root.view), pinned("Tag", root.view)
  LayoutConstraint.activate{
    box.leadingAnchor:constraint{ equalTo = root.view.leadingAnchor, constant = 16 },
    box.widthAnchor:constraint{ equalToConstant = 100 },
    box.topAnchor:constraint{ equalTo = root.view.topAnchor },
    box.heightAnchor:constraint{ equalToConstant = 20 },
    tag.leadingAnchor:constraint{ equalTo = box.trailingAnchor, constant = 8 },
    tag.widthAnchor:constraint{ equalToConstant = 50 },
    tag.topAnchor:constraint{ equalTo = root.view.topAnchor },
    tag.heightAnchor:constraint{ equalToConstant = 20 },
  }
  app:run()
  return root, box, tag
end

scenario("Y15: under a right-to-left language, leading is the right edge and the constants run leftwards", function(app)
  local root, box, tag = row(app)
  expect(box.frame.x):toBe(16)
  expect(tag.frame.x):toBe(124)
  expect(box.effectiveUserInterfaceLayoutDirection):toBe("leftToRight")
  app:mark()
  app:setTraits{ layoutDirection = "rightToLeft" }
  app:run()
  expect(box.frame.x):toBe(375 - 16 - 100)
  expect(tag.frame.x):toBe(375 - 16 - 100 - 8 - 50)
  expect(box.effectiveUserInterfaceLayoutDirection):toBe("rightToLeft")
  expect(root.traitCollection.layoutDirection):toBe("rightToLeft")
  expect_trace(app, {
    "Root traitCollectionDidChange(wC hR light large)",
    "Root viewWillLayoutSubviews",
    "Root viewDidLayoutSubviews",
  }, { exact = true })
end)

scenario("Y16: a forced attribute decides for a view and its subviews; playback content never flips", function(app)
  local root, box, tag = row(app)
  app:setTraits{ layoutDirection = "rightToLeft" }
  app:run()
  app:mark()
  root.view.semanticContentAttribute = "forceLeftToRight"
  app:run()
  expect(box.frame.x):toBe(16)
  expect(tag.effectiveUserInterfaceLayoutDirection):toBe("leftToRight")
  expect_trace(app, { "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews" }, { exact = true })
  box.semanticContentAttribute = "playback"
  expect(box.effectiveUserInterfaceLayoutDirection):toBe("leftToRight")
  box.semanticContentAttribute = "forceRightToLeft"
  expect(box.effectiveUserInterfaceLayoutDirection):toBe("rightToLeft")
  expect_error(function() box.semanticContentAttribute = "sideways" end,
    'semanticContentAttribute must be one of "unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft", got "sideways"')
end)
