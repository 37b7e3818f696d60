-- expect: cycle_b.lua:2: require cycle: modules.cycle_a -> modules.cycle_b -> modules.cycle_a
-- status: error
-- It once recursed until "C stack overflow".
scenario('s', function(app) require('modules.cycle_a') end)
