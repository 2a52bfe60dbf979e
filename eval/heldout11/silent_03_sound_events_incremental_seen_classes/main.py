import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import event_clips
from model import IncrementalEventClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def accuracy(net, x, y):
    net.set_train(False)
    pred = net(Tensor(x)).asnumpy().argmax(-1)
    net.set_train(True)
    return float((pred == y).mean())


def main():
    ms.set_seed(0)
    net = IncrementalEventClassifier(cfg.N_MELS, cfg.HIDDEN, cfg.NUM_CLASSES)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.SGD(net.trainable_params(), learning_rate=cfg.LR, momentum=0.9))
    trainer.set_train()
    seen = []
    for task_id, classes in enumerate(cfg.TASKS):
        net.add_classes(classes)
        seen += classes
        x, y = event_clips(classes, cfg.CLIPS_PER_CLASS, cfg.N_MELS, cfg.N_FRAMES, seed=task_id)
        for _ in range(cfg.EPOCHS_PER_TASK):
            loss = trainer(Tensor(x), Tensor(y))
        x_all, y_all = event_clips(seen, cfg.CLIPS_PER_CLASS, cfg.N_MELS, cfg.N_FRAMES, seed=100 + task_id)
        print(f"task {task_id}: train loss {loss.asnumpy():.3f}  acc on seen classes {accuracy(net, x_all, y_all):.3f}")


if __name__ == "__main__":
    main()
