-- Helpers of the drawer's scenarios (drawer.lua, runtime.lua), loaded with
-- require("helpers.drawer"). A helper module declares no scenarios.
local drawer = {}

-- The drawer as the window's root, settled, the trace marked.
function drawer.onScreen(app)
  local root = Drawer{}
  app.window.rootViewController = root
  app:settle()
  app:mark()
  return root
end

return drawer
