import numpy as np
import mindspore as ms
from mindspore import nn, ops

from decoder import CaptionDecoder, GreedyCaptioner

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, DIM, MAX_LEN, BOS = 500, 64, 12, 1


class PatchEncoder(nn.Cell):
    def __init__(self, dim, patch=8):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch, has_bias=True)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, images):
        f = self.proj(images)
        b, c, h, w = f.shape
        return self.norm(f.reshape(b, c, h * w).swapaxes(1, 2))


encoder = PatchEncoder(DIM)
decoder = CaptionDecoder(VOCAB, DIM)
captioner = GreedyCaptioner(encoder, decoder, BOS, MAX_LEN)
captioner.set_train(False)

rng = np.random.default_rng(0)
for batch in range(2):
    images = ms.Tensor(rng.random((4, 3, 32, 32)).astype(np.float32))
    captions = captioner(images).asnumpy()
    print("batch", batch, "caption lengths", captions.shape, captions[0][:6])
