-- The other half of a require cycle (62_require_cycle.lua).
local a = require('modules.cycle_a')
return a
