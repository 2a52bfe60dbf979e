import numpy as np
import mindspore as ms
from mindspore import nn

import schema_good as schema


def measurements(rows):
    kept = [f for f in schema.FIELDS if f != "household_id"]
    return np.stack([rows[f] for f in kept], axis=1).astype(np.float32)


class Compressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.down = nn.Dense(schema.WIDTH, schema.CODE)
        self.up = nn.Dense(schema.CODE, schema.WIDTH)

    def construct(self, x):
        return self.up(self.down(x))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    rows = {f: rng.random(6) for f in schema.FIELDS}
    print(Compressor()(ms.Tensor(measurements(rows))).shape)
