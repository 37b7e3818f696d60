-- expect: the progress must be a finite number (0 to 1), got nan
-- status: error
scenario('s', function(app) local p = PercentDrivenInteractiveTransition{}; p:update(0 / 0) end)
