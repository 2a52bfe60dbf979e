import mindspore as ms
from mindspore import nn

import config
from data import make_loader, synthetic_xrays
from model import build_cnn

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)


def evaluate(net, loader):
    net.set_train(False)
    acc, confusion_m = nn.Accuracy("classification"), nn.ConfusionMatrix(num_classes=2)
    for batch in loader.create_dict_iterator():
        logits = net(batch["image"])
        acc.update(logits, batch["label"])
        confusion_m.update(logits, batch["label"])
    return acc.eval(), confusion_m.eval()


def main():
    images, labels = synthetic_xrays(config.NUM_IMAGES)
    n_val = int(config.NUM_IMAGES * config.VAL_FRACTION)
    train_loader = make_loader(images[n_val:], labels[n_val:], training=True)
    val_loader = make_loader(images[:n_val], labels[:n_val], training=False)
    net = build_cnn()
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.Adam(net.trainable_params(), config.LR))
    for epoch in range(config.EPOCHS):
        trainer.set_train(True)
        for batch in train_loader.create_dict_iterator():
            loss = trainer(batch["image"], batch["label"])
        accuracy, confusion = evaluate(net, val_loader)
        print(f"epoch {epoch} loss {float(loss.asnumpy()):.4f} val acc {accuracy:.3f}")
        print(confusion)


if __name__ == "__main__":
    main()
