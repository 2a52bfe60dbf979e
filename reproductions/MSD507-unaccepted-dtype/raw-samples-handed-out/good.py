"""Bird-song detector on raw waveforms. The reader hands out the clips as the recorders store
them, 16-bit integers, and the first convolution's weights are float32: graph mode stops at the
Conv2D primitive with "the input type must be same", naming no tensor of the user's. The line to
change is where the reader hands the samples out without converting them."""
import mindspore as ms
from mindspore import nn, ops

from pcm_reader_good import read_clips

ms.set_context(mode=ms.GRAPH_MODE)


class SongDetector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(1, 8, kernel_size=9, stride=4, pad_mode="valid")
        self.head = nn.Dense(8, 2)

    def construct(self, waves):
        features = ops.relu(self.conv(waves))
        return self.head(features.mean(axis=-1))


if __name__ == "__main__":
    clips = ms.Tensor(read_clips(4, 400))
    print(SongDetector()(clips).shape)
