/**
 * The Chromium that Lighthouse drives: started by chrome-launcher (CHROME_PATH, default /usr/bin/chromium, with
 * `--headless=new --no-sandbox`) and reached through puppeteer-core over its debugging port, so that the benchmark
 * can prepare each tab's storage before Lighthouse navigates it.
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';

/** A launched Chromium with its puppeteer connection. */
export interface BenchBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches Chromium and connects puppeteer-core to it. */
export async function launchBrowser(): Promise<BenchBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'error',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const close = async () => {
      await browser.disconnect();
      chrome.kill();
    };
    return { browser, close };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
