"""A character decoder unrolls a GRUCell over the sequence. Its initial state is made by a helper
with the dtype of the run settings, which say float16 while the cell's weights are float32. The
first step of the loop fails; the line to change is the dtype setting."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class RunSettings:
    hidden: int = 24
    state_dtype: ms.Type = ms.float16  # expect: MSD504


class CharDecoder(nn.Cell):
    def __init__(self, vocab, settings):
        super().__init__()
        self.settings = settings
        self.embed = nn.Embedding(vocab, 8)
        self.cell = nn.GRUCell(8, settings.hidden)
        self.out = nn.Dense(settings.hidden, vocab)

    def start_state(self, batch):
        return ops.zeros((batch, self.settings.hidden), self.settings.state_dtype)

    def construct(self, chars):
        x = self.embed(chars)
        state = self.start_state(chars.shape[0])
        steps = []
        for t in range(chars.shape[1]):
            state = self.cell(x[:, t], state)
            steps.append(self.out(state))
        return ops.stack(steps, axis=1)


if __name__ == "__main__":
    chars = ms.Tensor(np.random.randint(0, 20, size=(3, 5)), ms.int32)
    print(CharDecoder(20, RunSettings())(chars).shape)
