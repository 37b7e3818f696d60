"""Drives `stagehand repl` through a pseudo-terminal, as a person would: completion with Tab,
continuation, Ctrl-C interrupting an endless loop, :save, Ctrl-D. Prints what it saw; exits
non-zero on a timeout. Used by CLITests.swift."""
import os, pty, select, signal, sys, time

binary, workdir = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = workdir
    os.environ["TERM"] = "xterm"
    os.chdir(workdir)
    os.execv(binary, [binary, "repl"])

seen = b""
def read_until(token, timeout=20):
    global seen
    end = time.time() + timeout
    while time.time() < end:
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
time.sleep(0.5)
os.kill(pid, signal.SIGINT)       # Ctrl-C interrupts the statement, not the REPL
read_until("interrupted!")
print("interrupted")
send("child.isMovingToParent\r")
read_until("true")
print("still alive")
send(":save saved.lua\r")
read_until("saved ")
send("\x04")                      # Ctrl-D
_, status = os.waitpid(pid, 0)
print("exit", os.WEXITSTATUS(status))
