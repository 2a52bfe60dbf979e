import mindspore as ms
import mindspore.nn as nn

import config
from data import cough_loader
from model import CoughNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(1)
    loader = cough_loader()
    net = CoughNet(len(config.CLASSES))
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                     nn.Adam(net.trainable_params(), learning_rate=config.LR))
    train_step.set_train()
    for epoch in range(config.EPOCHS):
        total, n = 0.0, 0
        for batch in loader.create_dict_iterator(num_epochs=1):
            total += float(train_step(batch[config.AUDIO_COLUMN], batch[config.LABEL_COLUMN]))
            n += 1
        print(f"epoch {epoch + 1}: loss {total / n:.4f}")


if __name__ == "__main__":
    main()
