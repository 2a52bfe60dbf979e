import mindspore.dataset as ds

import config


def labelled_loader(profiles, labels, indices):
    sampler = ds.SubsetRandomSampler(indices)
    dataset = ds.NumpySlicesDataset({"profile": profiles, "defect": labels}, sampler=sampler)
    return dataset.batch(config.BATCH_SIZE)
