"""Two threads whose graph calls fail at the same moment, each with its own error. Each model
compiles a stack of layers before the failing line, so that both calls are in flight before
either fails (a call that only starts during another thread's eager re-run would run in PyNative
mode: the mode is process-global)."""
import threading

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(64, 64) for _ in range(24)])
        self.fc = nn.Dense(32, 10)

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.fc(x)  # thread A: MSD401


class Mixer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(3, 3) for _ in range(24)])

    def construct(self, x, y):
        for layer in self.layers:
            x = layer(x)
        return x + y  # thread B: MSD403


barrier = threading.Barrier(2)
results = {}


def call(name, model, *args):
    barrier.wait()
    try:
        model(*args)
    except Exception as error:  # noqa: BLE001
        results[name] = type(error).__name__


threads = [threading.Thread(target=call, args=("A", Head(), ms.Tensor(np.ones((4, 64), np.float32)))),
           threading.Thread(target=call, args=("B", Mixer(), ms.Tensor(np.ones((4, 3), np.float32)),
                                               ms.Tensor(np.ones((4, 5), np.float32))))]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(sorted(results.items()))
