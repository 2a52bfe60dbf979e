"""Phoneme recogniser: BiGRU + CTC on toy MFCC utterances."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn

import hparams
from acoustic import BiGRUAcousticModel, CTCObjective
from audio import make_corpus, collate


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(9)
    corpus = make_corpus()
    model = BiGRUAcousticModel(hparams.N_MFCC, hparams.HIDDEN, len(hparams.PHONEMES))
    trainer = nn.TrainOneStepCell(CTCObjective(model), nn.Adam(model.trainable_params(), learning_rate=hparams.LR))
    trainer.set_train()
    for epoch in range(hparams.EPOCHS):
        losses = []
        for s in range(0, len(corpus), hparams.BATCH):
            batch = collate(corpus[s:s + hparams.BATCH])
            losses.append(float(trainer(*[ms.Tensor(a) for a in batch])))
        print(f"epoch {epoch + 1}: ctc {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
