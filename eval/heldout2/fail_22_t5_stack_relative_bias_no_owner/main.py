import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from t5_layers import RMSNorm, T5Block

ms.set_context(mode=ms.GRAPH_MODE)


class T5EncoderStack(nn.Cell):
    def __init__(self, vocab, d_model=64, heads=4, d_ff=128, num_layers=3):
        super().__init__()
        self.embed = nn.Embedding(vocab, d_model)
        self.blocks = nn.CellList([
            T5Block(d_model, heads, d_ff, has_relative_bias=(i == num_layers))  # ROOT
            for i in range(num_layers)
        ])
        self.final_norm = RMSNorm(d_model)

    def construct(self, ids):
        x = self.embed(ids)
        position_bias = None
        for block in self.blocks:
            x, position_bias = block(x, position_bias)
        return self.final_norm(x)


class SpanCorruptionHead(nn.Cell):
    def __init__(self, encoder, vocab, d_model=64):
        super().__init__()
        self.encoder = encoder
        self.lm = nn.Dense(d_model, vocab, has_bias=False)
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)
        self.vocab = vocab

    def construct(self, ids, targets):
        logits = self.lm(self.encoder(ids))
        return self.ce(logits.reshape(-1, self.vocab), targets.reshape(-1))


def corrupt(rng, batch, seq_len, vocab, mask_id=3):
    ids = rng.integers(10, vocab, size=(batch, seq_len)).astype(np.int32)
    targets = np.full_like(ids, -100)
    mask = rng.random(ids.shape) < 0.15
    targets[mask] = ids[mask]
    ids[mask] = mask_id
    return Tensor(ids), Tensor(targets)


VOCAB = 512
net = SpanCorruptionHead(T5EncoderStack(VOCAB), VOCAB)
step = nn.TrainOneStepCell(net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
step.set_train()
rng = np.random.default_rng(0)
for it in range(4):
    print("it", it, "loss", step(*corrupt(rng, 8, 24, VOCAB)).asnumpy())
