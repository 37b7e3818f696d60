-- expect: not key value coding-compliant for the key alpha
-- status: error
scenario('s', function(app) View{}:observe('alpha', function() end) end)
