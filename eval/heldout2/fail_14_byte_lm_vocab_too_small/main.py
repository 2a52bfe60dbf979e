import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import LMConfig
from tokenizer import PAD, pack

ms.set_context(mode=ms.GRAPH_MODE)


class ByteGRULM(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.embed_dim)
        self.rnn = nn.GRU(cfg.embed_dim, cfg.hidden_size, num_layers=cfg.num_layers, batch_first=True)
        self.proj = nn.Dense(cfg.hidden_size, cfg.vocab_size)
        self.vocab_size = cfg.vocab_size

    def construct(self, ids):
        h, _ = self.rnn(self.embed(ids))
        return self.proj(h)


class LMLoss(nn.Cell):
    def __init__(self, lm):
        super().__init__(auto_prefix=False)
        self.lm = lm
        self.ce = nn.CrossEntropyLoss(ignore_index=PAD)

    def construct(self, x, y):
        logits = self.lm(x)
        return self.ce(logits.reshape(-1, self.lm.vocab_size), y.reshape(-1))


corpus = [
    "MindSpore compiles the construct method into a static graph.",
    "Graph mode trades Python flexibility for speed; naïve code may not compile.",
    "Byte-level models never see an unknown token — café, 東京, and emoji all work.",
] * 20

cfg = LMConfig()
x_all, y_all = pack(corpus, cfg.seq_len)
net = LMLoss(ByteGRULM(cfg))
train = nn.TrainOneStepCell(net, nn.Adam(net.trainable_params(), learning_rate=cfg.lr))
train.set_train()
for epoch in range(2):
    perm = np.random.default_rng(epoch).permutation(len(x_all))
    for i in range(0, len(perm) - cfg.batch_size + 1, cfg.batch_size):
        idx = perm[i:i + cfg.batch_size]
        loss = train(Tensor(x_all[idx]), Tensor(y_all[idx]))
    print(f"epoch {epoch}: loss {loss.asnumpy():.3f}")
