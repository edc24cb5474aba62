"""A loopback TCP relay for the offline tests: the browser talks to it, it forwards to
`cadence serve`, and `down()` makes every connection fail as a lost network does.

DevTools' offline switch (`Network.emulateNetworkConditions`) reaches the page and
`navigator.onLine` but not the service worker's own fetches (Chromium sends those outside the
page's emulation), so the tests switch both: DevTools for the page, this relay for the wire.
"""

import socket
import threading


class SwitchableProxy:
    def __init__(self, target_host, target_port):
        self.target = (target_host, target_port)
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self.is_up = True
        self.open = set()
        self.lock = threading.Lock()
        self.stopped = False
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def down(self):
        """Refuses new connections and cuts the open ones."""
        self.is_up = False
        with self.lock:
            for connection in list(self.open):
                try:
                    connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                connection.close()
            self.open.clear()

    def up(self):
        self.is_up = True

    def stop(self):
        self.stopped = True
        self.down()
        self.listener.close()

    def _accept(self):
        while not self.stopped:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.is_up:
                client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                client.close()
                continue
            try:
                server = socket.create_connection(self.target, timeout=10)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.open.update({client, server})
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    def _pipe(self, source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for connection in (source, sink):
                try:
                    connection.close()
                except OSError:
                    pass
            with self.lock:
                self.open.discard(source)
                self.open.discard(sink)
