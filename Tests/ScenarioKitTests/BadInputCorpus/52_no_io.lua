-- expect: attempt to index a nil value (global 'io')
-- status: error
scenario('s', function(app) io.open('/etc/passwd') end)
