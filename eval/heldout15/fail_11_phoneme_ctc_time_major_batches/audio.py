"""Synthetic MFCC frames: every phoneme has its own spectral template, held for a few frames."""
import numpy as np

import hparams


def synth_utterance(rng, templates):
    n = rng.integers(2, hparams.MAX_LABEL + 1)
    labels = rng.integers(1, len(hparams.PHONEMES), size=n)
    frames = []
    for p in labels:
        frames += [templates[p]] * int(rng.integers(3, 6))
    frames = np.array(frames[:hparams.FRAMES], np.float32)
    pad = np.zeros((hparams.FRAMES - len(frames), hparams.N_MFCC), np.float32)
    feats = np.concatenate([frames, pad]) + rng.normal(0, 0.3, (hparams.FRAMES, hparams.N_MFCC))
    return feats.astype(np.float32), labels.astype(np.int32), len(frames)


def make_corpus(seed=0):
    rng = np.random.default_rng(seed)
    templates = rng.normal(0, 1, (len(hparams.PHONEMES), hparams.N_MFCC)).astype(np.float32)
    return [synth_utterance(rng, templates) for _ in range(hparams.UTTERANCES)]


def collate(utterances):
    """Time-major features (T, B, F) for the recurrent encoder, padded label matrix and lengths."""
    feats = np.stack([u[0] for u in utterances])  # ROOT
    labels = np.zeros((len(utterances), hparams.MAX_LABEL), np.int32)
    label_lens = np.zeros((len(utterances),), np.int32)
    frame_lens = np.zeros((len(utterances),), np.int32)
    for i, (_, lab, n_frames) in enumerate(utterances):
        labels[i, :len(lab)] = lab
        label_lens[i] = len(lab)
        frame_lens[i] = n_frames
    return feats, labels, frame_lens, label_lens
