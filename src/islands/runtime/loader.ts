/**
 * The page's only inline script. Hydration waits for `load` and then idle time: measured in
 * Lighthouse's mobile emulation, a hydration script on the critical path cost ~0.5 s of LCP.
 * Until then links are links and native controls work on their own.
 */
export function loaderScript(entryUrl: string): string {
  const url = JSON.stringify(entryUrl);
  return (
    `(function(){function go(){import(${url})}` +
    `function idle(){window.requestIdleCallback?requestIdleCallback(go,{timeout:3000}):setTimeout(go,200)}` +
    `document.readyState==="complete"?idle():addEventListener("load",idle,{once:true})})();`
  );
}
