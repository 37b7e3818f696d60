-- Rules W5 and W7 on Swift classes: SizingContainer (ShapeFixtures.swift, UIKit's API only),
-- registered by ScriptedClassesTests, its badge moved by the script; rules I3 and W10 on
-- StyledPanel, a blurred backdrop with a caption in a text style. See docs/semantics.md.

scenario("W5: a Swift view hears its hierarchy hooks in UIKit's order when a script moves it", function(app)
  local container = SizingContainer{}
  app.window.rootViewController = container
  app:settle()
  local badge = container:badge()
  container.view:addSubview(badge)
  expect(container:hooks()):toBe("willMove(toWindow:), willMove(toSuperview:), didMoveToWindow (in), didMoveToSuperview")
  -- W6: a reorder among siblings is no move.
  container:clearHooks()
  container.view:sendSubviewToBack(badge)
  container.view:bringSubviewToFront(badge)
  expect(container:hooks()):toBe("")
  container:removeBadge()
  expect(container:hooks()):toBe("willMove(toWindow: nil), willMove(toSuperview: nil), didMoveToWindow (out), didMoveToSuperview")
  -- Moved between two views off the window: no window hook.
  local a, b = View{ name = "A" }, View{ name = "B" }
  a:addSubview(badge)
  container:clearHooks()
  b:addSubview(badge)
  expect(container:hooks()):toBe("willMove(toSuperview:), didMoveToSuperview")
end)

scenario("W7: a Swift child's new preferred content size tells its parent once, which resizes it", function(app)
  local container = SizingContainer{}
  app.window.rootViewController = container
  app:settle()
  container:preferChildHeight(300)
  container:preferChildHeight(300)    -- the same size: no one is told
  container:preferChildHeight(120)
  expect(container:heard()):toBe("child prefers 300, child prefers 120")
  expect(container:childHeight()):toBe(120)
end)

scenario("I3: a Swift label's text style sets the font size its text is measured at", function(app)
  local panel = StyledPanel{}
  app.window.rootViewController = panel
  app:settle()
  local caption = panel:caption()
  expect(caption.font):toBe(28)                        -- title 1
  expect(caption.intrinsicContentSize):toEqual({ width = 4 * 15, height = 34 })   -- P3: round(0.53 * 28), round(1.2 * 28)
  panel:useTextStyle("footnote")
  expect(caption.font):toBe(13)
  expect(panel:captionLineHeight()):toBe(16)
  panel:useTextStyle("largeTitle")
  expect(caption.font):toBe(34)
end)

scenario("W10: a Swift visual effect view's content view holds the content and follows the view's size", function(app)
  local panel = StyledPanel{}
  app.window.rootViewController = panel
  app:settle()
  expect(panel:contentHolds()):toBe(true)               -- the caption is in the content view, a subview of the backdrop
  expect(panel:contentSize()):toBe("375x667")
  panel:resizeBackdrop(200, 100)
  expect(panel:contentSize()):toBe("200x100")
end)

scenario("I4: a Swift tab bar controller installs its own tab bar by key-value coding; a tap on it selects a tab", function(app)
  local tabs = FancyTabs{}
  app.window.rootViewController = tabs
  app:settle()
  expect(tabs:barIsFancy()):toBe(true)                  -- the controller's bar, with the controller its delegate
  expect(tabs:tabBarsInView()):toBe(1)                  -- in the old bar's place
  expect(tabs:itemTitles()):toBe("Home, Search")
  app:tap{ x = 280, y = 640 }                           -- the second half of the bar, along the bottom
  app:settle()
  expect(tabs:selectedTitle()):toBe("Search")
end)
