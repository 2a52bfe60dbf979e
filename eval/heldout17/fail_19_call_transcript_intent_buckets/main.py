import mindspore as ms
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

import config as C
from data import transcript_dataset


class IntentNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(C.VOCAB, C.EMBED_DIM, padding_idx=0)
        self.fc = nn.Dense(C.EMBED_DIM, len(C.INTENTS))

    def construct(self, tokens):
        mask = (tokens > 0).astype(ms.float32).expand_dims(-1)
        pooled = ops.sum(self.embed(tokens) * mask, dim=1) / ops.clamp(mask.sum(axis=1), min=1.0)
        return self.fc(pooled)


def main():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    ms.set_seed(3)
    ms.dataset.config.set_seed(3)
    train_ds = transcript_dataset(96)
    net = IntentNet()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-2),
                  metrics={"accuracy"})
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(5)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
