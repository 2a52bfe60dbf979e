import mindspore as ms
from mindspore import nn

import finetune_cfg as cfg
from audio_cnn import EventClassifier
from transfer import freeze_backbone, fake_spectrograms

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    spec, labels = fake_spectrograms(24, cfg.N_MELS, cfg.FRAMES, cfg.NUM_EVENTS)
    net = EventClassifier(cfg.NUM_EVENTS)
    # (a real run would load pretrained backbone weights here)
    n_train = freeze_backbone(net, cfg.TRAINABLE_PREFIX)
    print(f"{n_train} trainable tensors")
    opt = nn.Momentum(net.trainable_params(), learning_rate=cfg.LR, momentum=0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    train.set_train()
    for epoch in range(cfg.EPOCHS):
        loss = train(ms.Tensor(spec), ms.Tensor(labels))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
