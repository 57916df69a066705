#!/usr/bin/env python3
"""Loads an HTML report in headless Chromium through the DevTools protocol, at each viewport width asked for, and
prints, as JSON, what a reader's browser saw at each: each image's natural size, whether it decoded and how much
ink its outermost pixels hold (drawn to a canvas: ink on an edge is a cut glyph), whether the page scrolls
sideways, where each link leads and whether that file exists, the style rows, every request the page made, and a
screenshot.

usage: check_report.py CHROMIUM REPORT.html SCREENSHOT.png [WIDTH ...]   (widths default to 1280 and 420; the
screenshot is taken at the first, and at the others as SCREENSHOT-WIDTH.png)

Only the standard library: a minimal WebSocket client (RFC 6455, client frames masked) speaks to Chromium.
The page's own Content-Security-Policy forbids scripts; DevTools evaluation is not a page script.
"""
import base64
import json
import os
import shutil
import socket
import struct
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

import urllib.parse

chromium, report, screenshot = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
widths = [int(w) for w in sys.argv[4:]] or [1280, 420]
profile = tempfile.mkdtemp(prefix="fontaudit-chromium-")
# Chromium's own complaints, kept to explain a browser that never starts.
browser_log = tempfile.TemporaryFile()


def launch():
    return subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", "--window-size=1280,1000", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=browser_log,
        # Its own process group: chromium's renderer and zygote processes outlive a kill of the browser alone, and
        # kept running (and loading the machine) after every test run.
        start_new_session=True)


browser = launch()

class Socket:
    def __init__(self, url):
        host, path = url[len("ws://"):].split("/", 1)
        name, port = host.split(":")
        self.sock = socket.create_connection((name, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(1)
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise RuntimeError(response.decode(errors="replace"))
        self.next_id = 0

    def exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise RuntimeError("connection closed")
            data += chunk
        return data

    def send(self, method, params=None):
        self.next_id += 1
        payload = json.dumps({"id": self.next_id, "method": method, "params": params or {}}).encode()
        header = bytes([0x81])
        n = len(payload)
        header += bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 else bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        return self.next_id

    def receive(self):
        message = b""
        while True:
            first, second = self.exact(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self.exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self.exact(8))[0]
            message += self.exact(n)
            if first & 0x80:
                return json.loads(message)

    def call(self, method, params=None, events=None):
        wanted = self.send(method, params)
        while True:
            message = self.receive()
            if message.get("id") == wanted:
                return message.get("result", {})
            if events is not None:
                events.append(message)


try:
    # A cold start on a loaded CI machine (fontconfig building its caches, the whole test suite running beside
    # it) took more than the 10 s this once waited; it now waits up to two minutes, and launches once more if
    # the browser died before it opened its port.
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline, relaunched = time.time() + 120, False
    while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
        if browser.poll() is not None and not relaunched:
            relaunched, browser = True, launch()
        elif browser.poll() is not None or time.time() > deadline:
            browser_log.seek(0)
            sys.exit("Chromium opened no DevTools port (exit %s):\n%s"
                     % (browser.poll(), browser_log.read().decode(errors="replace")[-2000:]))
        time.sleep(0.05)
    port = open(port_file).read().split("\n")[0]
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    page = next(t for t in targets if t["type"] == "page")
    ws = Socket(page["webSocketDebuggerUrl"])
    events = []
    ws.call("Network.enable", events=events)
    ws.call("Page.enable", events=events)
    results = {}
    for number, width in enumerate(widths):
        ws.call("Emulation.setDeviceMetricsOverride",
                {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False}, events=events)
        events = [e for e in events if e.get("method") != "Page.loadEventFired"]
        ws.call("Page.navigate", {"url": "file://" + report}, events=events)
        deadline = time.time() + 30
        while not any(e.get("method") == "Page.loadEventFired" for e in events) and time.time() < deadline:
            events.append(ws.receive())
        state = ws.call("Runtime.evaluate", {"returnByValue": True, "expression": """JSON.stringify({
            images: Array.from(document.images).map(i => {
                const canvas = document.createElement('canvas');
                const w = canvas.width = i.naturalWidth, h = canvas.height = i.naturalHeight;
                let edgeInk = -1;
                if (w > 0 && h > 0) {
                    const context = canvas.getContext('2d');
                    context.drawImage(i, 0, 0);
                    const alpha = context.getImageData(0, 0, w, h).data;
                    edgeInk = 0;
                    for (let x = 0; x < w; x++) edgeInk += alpha[x * 4 + 3] + alpha[((h - 1) * w + x) * 4 + 3];
                    for (let y = 0; y < h; y++) edgeInk += alpha[y * w * 4 + 3] + alpha[(y * w + w - 1) * 4 + 3];
                }
                const box = i.getBoundingClientRect();
                return {complete: i.complete, naturalWidth: w, naturalHeight: h, alt: i.alt, edgeInk: edgeInk,
                        right: box.right + window.scrollX};
            }),
            rows: document.querySelectorAll('table.styles > tbody > tr').length,
            scripts: document.scripts.length,
            viewportWidth: document.documentElement.clientWidth,
            scrollWidth: document.documentElement.scrollWidth,
            links: Array.from(document.links).map(a => a.href)})"""}, events=events)
        result = json.loads(state["result"]["value"])
        result["linkTargets"] = [
            {"href": href, "exists": href.startswith("file://")
                and os.path.isfile(urllib.parse.unquote(urllib.parse.urlsplit(href).path))}
            for href in result.pop("links")]
        shot_path = screenshot if number == 0 else screenshot.replace(".png", f"-{width}.png")
        shot = ws.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, events=events)
        with open(shot_path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        result["screenshotBytes"] = os.path.getsize(shot_path)
        results[str(width)] = result
    requests = [e["params"]["request"]["url"][:100] for e in events if e.get("method") == "Network.requestWillBeSent"]
    print(json.dumps({"widths": results, "requests": requests}))
finally:
    try:
        os.killpg(browser.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    browser.wait()
    shutil.rmtree(profile, ignore_errors=True)
