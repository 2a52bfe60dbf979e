"""A keyword-spotting loader returns each recording at its own length; batching four of them
fails when the training loop pulls the first batch. The line to change is the source's return,
which should pad or crop the clip to one length."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)

CLIP = 160


class Recordings:
    def __init__(self, n=8, seed=0):
        rng = np.random.default_rng(seed)
        lengths = [176, 144, 160, 198, 131, 160, 152, 170][:n]
        self.clips = [rng.normal(size=length).astype(np.float32) for length in lengths]
        self.labels = rng.integers(0, 3, size=n).astype(np.int32)

    def __getitem__(self, i):
        return self.clips[i], self.labels[i]  # expect: MSD603

    def __len__(self):
        return len(self.clips)


if __name__ == "__main__":
    net = nn.SequentialCell(nn.Dense(CLIP, 16), nn.ReLU(), nn.Dense(16, 3))
    data = ds.GeneratorDataset(Recordings(), column_names=["audio", "label"], shuffle=False).batch(4)
    for audio, label in data.create_tuple_iterator():
        print(net(audio).shape)
