-- expect: 73_error_huge_message.lua:5: xxxxxxxx
-- status: error
-- text: more bytes of the message left out; the JSON report has it whole
-- A 10 MiB message: reports show its first 64 KiB and say how much they left out.
scenario('s', function(app) error(string.rep('x', 10 << 20)) end)
