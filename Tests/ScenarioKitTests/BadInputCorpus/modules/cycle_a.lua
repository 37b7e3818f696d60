-- Half of a require cycle (62_require_cycle.lua).
return require('modules.cycle_b')
