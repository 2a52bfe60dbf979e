import numpy as np
import mindspore.dataset as ds

import config


def synth_trace(kind, rng):
    t = np.linspace(0, 1, config.TRACE_LEN)
    onset = rng.uniform(0.2, 0.4)
    env = np.where(t > onset, np.exp(-(t - onset) * (3 + 4 * kind)), 0.0)
    freq = [8, 3, 0, 1.5, 12][kind]
    trace = np.stack([env * np.sin(2 * np.pi * freq * (t + c * 0.05)) for c in range(config.COMPONENTS)])
    return (trace + 0.1 * rng.standard_normal(trace.shape)).astype(np.float32)


def load_catalogue():
    rng = np.random.default_rng(config.SEED)
    labels = rng.choice(len(config.EVENT_TYPES), size=config.NUM_TRACES, p=config.CATALOGUE_MIX)
    traces = np.stack([synth_trace(k, rng) for k in labels])
    return traces, labels.astype(np.int32)


def trace_dataset(traces, labels):
    data = ds.NumpySlicesDataset({"trace": traces, "event": labels}, shuffle=True)
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
