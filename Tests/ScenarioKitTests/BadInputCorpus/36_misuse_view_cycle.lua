-- expect: Can't add self as subview
-- status: error
scenario('s', function(app) local v = View{}; v:addSubview(v) end)
