-- expect: require denied
-- status: error
scenario('s', function(app) require('../../etc/passwd') end)
