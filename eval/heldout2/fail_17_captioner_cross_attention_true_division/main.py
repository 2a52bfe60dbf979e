import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from layers import DecoderLayer

ms.set_context(mode=ms.GRAPH_MODE)


class Captioner(nn.Cell):
    def __init__(self, vocab=1000, d_model=64, region_dim=512, layers=2, max_len=20):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        self.region_proj = nn.Dense(region_dim, region_dim)
        self.layers = nn.CellList([DecoderLayer(d_model, region_dim) for _ in range(layers)])
        self.lm = nn.Dense(d_model, vocab)

    def construct(self, tokens, regions):
        t = tokens.shape[1]
        causal = ops.triu(ops.ones((t, t), ms.float32), diagonal=1) * -1e9
        x = self.tok(tokens) + self.pos(ops.arange(t).astype(ms.int32))
        regions = self.region_proj(regions)
        for layer in self.layers:
            x = layer(x, regions, causal)
        return self.lm(x)


class CaptionLoss(nn.Cell):
    def __init__(self, model):
        super().__init__(auto_prefix=False)
        self.model = model
        self.ce = nn.CrossEntropyLoss(ignore_index=0)

    def construct(self, tokens, regions):
        logits = self.model(tokens[:, :-1], regions)
        return self.ce(logits.reshape(-1, logits.shape[-1]), tokens[:, 1:].reshape(-1))


rng = np.random.default_rng(0)
net = CaptionLoss(Captioner())
train = nn.TrainOneStepCell(net, nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4))
train.set_train()
for step in range(4):
    regions = Tensor(rng.normal(size=(4, 36, 512)).astype(np.float32))
    caps = Tensor(rng.integers(1, 1000, size=(4, 21)).astype(np.int32))
    print("step", step, "loss", train(caps, regions).asnumpy())
