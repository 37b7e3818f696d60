"""Drives `stagehand repl` through a pseudo-terminal, as a person would: completion with Tab,
continuation, Ctrl-C interrupting an endless loop and the session going on. Prints what it saw;
exits non-zero on a timeout. Used by CLITests.swift."""
import atexit, os, pty, select, signal, sys, time

binary, workdir = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = workdir
    os.environ["TERM"] = "xterm"
    os.chdir(workdir)
    os.execv(binary, [binary, "repl"])

def cleanup():
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
atexit.register(cleanup)   # never leave the REPL running, whatever happens here

seen = b""
def read_until(token, timeout=20):
    global seen
    end = time.time() + timeout
    while time.time() < end:
        if token.encode() in seen:
            seen = seen[seen.index(token.encode()) + len(token):]
            return
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                data = os.read(fd, 4096)
            except OSError:
                break
            seen += data
            if token.encode() in seen:
                seen = seen[seen.index(token.encode()) + len(token):]
                return
    sys.exit("timeout waiting for %r; last output %r" % (token, seen[-300:]))

def send(text):
    os.write(fd, text.encode())

read_until("> ")
send("parent = ViewController{ name = 'Parent' }\r")
read_until("> ")
send("app.window.rootViewController = parent\r")
read_until("> ")
send(":mark\r")
read_until("> ")
send("child = ViewController{ name = 'Child' }\r")
read_until("> ")
send("parent:addCh\t")            # Tab completes to parent:addChild
read_until("ild")
print("completed addChild")
send("(child)\r")
read_until("> ")
send("for i = 1,\r")              # incomplete: the continuation prompt
read_until(">> ")
send("3 do end\r")
read_until("> ")
print("continued")
send("while true do end\r")
read_until("while true do end")   # the line went in; give the statement time to start
time.sleep(1.0)
os.kill(pid, signal.SIGINT)       # Ctrl-C interrupts the statement, not the REPL
read_until("interrupted!")
print("interrupted")
send("child.isMovingToParent\r")
read_until("true")
print("still alive")
# (:save and Ctrl-D are covered without a terminal: ReplSessionTests and the piped CLI test.
# Under heavy load this terminal session once stalled after this point; see issue 6's note.)
print("exit 0")
