"""A throughput metric written the Keras way: `update_state`, `result` and `reset_state`, next
to MindSpore's `update` and `clear`, which were added later. `eval` is missing, so the class
cannot be built; `result` is what MindSpore would call `eval`."""
import numpy as np
from mindspore import nn


class SamplesSeen(nn.Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self.seen = 0

    def update(self, *inputs):
        self.seen += len(self._convert_data(inputs[0]))

    def eval(self):
        return self.seen


if __name__ == "__main__":
    metric = SamplesSeen()
    metric.update(np.zeros((5, 2)))
    print(metric.eval())
