import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from catalogue import TITLES
from pipeline import build_vocab, title_dataset


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim, n_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.fc = nn.Dense(dim, n_classes)

    def construct(self, tokens):
        mask = (tokens > 0).astype(ms.float32).expand_dims(-1)
        pooled = (self.embed(tokens) * mask).sum(axis=1) / mask.sum(axis=1).clip(1.0, None)
        return self.fc(pooled)


ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
ms.dataset.config.set_seed(config.SEED)

vocab = build_vocab(TITLES)
print("vocab size:", len(vocab.vocab()))
net = BagOfEmbeddings(len(vocab.vocab()), config.EMBED_DIM, len(config.CATEGORIES))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
              metrics={"accuracy"})
model.train(config.EPOCHS, title_dataset(vocab), callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print(model.eval(title_dataset(vocab, shuffle=False), dataset_sink_mode=False))
