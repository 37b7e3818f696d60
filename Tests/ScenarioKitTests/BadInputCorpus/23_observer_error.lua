-- expect: in observer
-- status: error
scenario('s', function(app) local v = View{}; v:observe('hidden', function() error('in observer') end); v.hidden = true end)
