-- expect: 74_error_many_lines.lua:5: 
-- status: error
-- text: more bytes of the message left out; the JSON report has it whole
-- A million empty lines: reports show the first 1,000 and say how much they left out.
scenario('s', function(app) error(string.rep('\n', 1000000)) end)
