import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

CFG = {
    "vocab_size": 60,
    "embed_dim": 24,
    "hidden_size": 32,
    "num_layers": 1,
    "num_classes": 5,
    "bidirectional": True,
}


class BiLSTMTagger(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embedding = nn.Embedding(cfg["vocab_size"], cfg["embed_dim"])
        self.lstm = nn.LSTM(
            input_size=cfg["hidden_size"],  # ROOT
            hidden_size=cfg["hidden_size"],
            num_layers=cfg["num_layers"],
            batch_first=True,
            bidirectional=cfg["bidirectional"],
        )
        mult = 2 if cfg["bidirectional"] else 1
        self.emissions = nn.Dense(cfg["hidden_size"] * mult, cfg["num_classes"])

    def construct(self, tokens):
        out, _ = self.lstm(self.embedding(tokens))
        return self.emissions(out)


class TaggerLoss(nn.Cell):
    def __init__(self, net, n_cls):
        super().__init__()
        self.net = net
        self.n_cls = n_cls
        self.loss = nn.CrossEntropyLoss()

    def construct(self, tokens, tags):
        logits = self.net(tokens)
        return self.loss(logits.view(-1, self.n_cls), tags.view(-1))


ms.set_context(mode=ms.GRAPH_MODE)
tagger = BiLSTMTagger(CFG)
step = nn.TrainOneStepCell(TaggerLoss(tagger, CFG["num_classes"]), nn.Adam(tagger.trainable_params(), 1e-3))
tokens = ms.Tensor(np.random.randint(0, 60, (4, 9)), ms.int32)
tags = ms.Tensor(np.random.randint(0, 5, (4, 9)), ms.int32)
print(step(tokens, tags))
