-- Helpers of the layout scenarios (auto_layout*.lua, right_to_left.lua, stack_views.lua), loaded
-- with require("helpers.layout"). A helper module declares no scenarios.
local layout = {}

-- A root controller on screen, laid out once.
function layout.screen(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  return root
end

-- A view placed by constraints (no autoresizing mask), added to `superview` when given.
function layout.pinned(name, superview)
  local view = View{ name = name }
  view.translatesAutoresizingMaskIntoConstraints = false
  if superview then superview:addSubview(view) end
  return view
end

return layout
